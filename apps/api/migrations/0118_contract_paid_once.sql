-- A contract is paid once whichever way it arrives (docs/product.md §11): the file import, a
-- credited missing-contract claim, the partner API. The database holds it, not each path:
--
-- 1. One contract per number *key*: a number compared in lower case, Latin and Cyrillic letters alike,
--    without spaces and dashes, so that a claim typed «ад 2026 000123» and a file's «АД-2026-000123»
--    are one contract. Spelled out letter by letter rather than `lower()`, whose result depends on the
--    database's locale: the key is the same on every server and in `contractNumberKey` (contracts).
-- 2. A credited claim for a missing contract records the contract itself (`source = 'claim'`), and its
--    credit names it: a later import finds the number taken and pays nothing.
-- 3. One paying transaction per contract: its reward by the tier table, or a claim's credit.
CREATE FUNCTION contract_number_key(n text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT regexp_replace(
      translate(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ',
                   'abcdefghijklmnopqrstuvwxyzабвгдеёжзийклмнопрстуфхцчшщъыьэюя'),
      '[ \t\n\r\f\v\-‐‑‒–—]', '', 'g')
  $$;

ALTER TABLE contracts ADD COLUMN number_key text GENERATED ALWAYS AS (contract_number_key(number)) STORED;
-- Fails on a database holding two contracts whose numbers differ only in case or spaces: an operator
-- must merge them first (no demo or test data does).
CREATE UNIQUE INDEX contracts_number_key_uq ON contracts (number_key);
ALTER TABLE contracts DROP CONSTRAINT contracts_number_key;

-- How the contract arrived; a claim's contract names its dispute.
ALTER TABLE contracts ADD COLUMN source text NOT NULL DEFAULT 'import' CHECK (source IN ('import', 'claim'));
ALTER TABLE contracts ADD COLUMN dispute_id bigint UNIQUE REFERENCES disputes (id);
ALTER TABLE contracts ADD CONSTRAINT contracts_claim_names_dispute CHECK ((source = 'claim') = (dispute_id IS NOT NULL));

-- A claim's credit may name the contract it paid; a credit of a disputed line names none.
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_reward_contract;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_reward_contract
  CHECK (CASE kind WHEN 'reward' THEN contract_id IS NOT NULL
                   WHEN 'clawback' THEN contract_id IS NOT NULL
                   WHEN 'dispute_credit' THEN true
                   ELSE contract_id IS NULL END);
DROP INDEX ledger_transactions_reward_uq;
CREATE UNIQUE INDEX ledger_transactions_contract_paid_uq ON ledger_transactions (contract_id)
  WHERE kind IN ('reward', 'dispute_credit');

-- Claims are matched to contracts by the same key; one open claim per member and key.
DROP INDEX disputes_open_claim_uq;
CREATE UNIQUE INDEX disputes_open_claim_uq ON disputes (member_id, contract_number_key(contract_number))
  WHERE status IN ('new', 'in_progress', 'need_info') AND kind = 'missing_contract';
DROP INDEX contract_import_rows_number_idx;
CREATE INDEX contract_import_rows_number_idx ON contract_import_rows (contract_number_key(number)) WHERE kind = 'new';
