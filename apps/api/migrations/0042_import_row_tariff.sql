-- The contracts file's optional tariff column (docs/product.md §11): kept with the previewed row and
-- written to contracts.tariff when the row is applied, so a contest counting given tariffs counts
-- imported contracts. Null when the file has no such column or the cell is empty.
ALTER TABLE contract_import_rows ADD COLUMN tariff text;
