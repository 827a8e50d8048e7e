-- The import that brought a contract is the contract's own fact («Как посчитано» names it), not found
-- again among the import's rows by number: no index over every row of every file (a file of 100 000
-- rows paid for it in its preview). Contracts imported before keep the first applied import that
-- named them.
ALTER TABLE contracts ADD COLUMN import_id bigint REFERENCES contract_imports (id);
UPDATE contracts c SET import_id = first.import_id
  FROM (SELECT DISTINCT ON (contract_number_key(r.number)) contract_number_key(r.number) AS key, ci.id AS import_id
          FROM contract_import_rows r JOIN contract_imports ci ON ci.id = r.import_id
         WHERE r.kind = 'new' AND ci.status = 'applied'
         ORDER BY contract_number_key(r.number), ci.id) first
 WHERE first.key = c.number_key;
DROP INDEX contract_import_rows_number_idx;
-- The apply job reads an import's rows to apply in file order, past the line it reached.
CREATE INDEX contract_import_rows_apply_idx ON contract_import_rows (import_id, line) WHERE kind IN ('new', 'changed');
