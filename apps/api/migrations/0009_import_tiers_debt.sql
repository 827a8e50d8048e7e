-- Contracts import, tier tables per month, clawbacks and members' debts (decision 0013).

-- Tier tables per month. The rows of a month apply to that month and every later month that has
-- none of its own; the table as it stood becomes the table "since the start" (1970-01).
ALTER TABLE reward_tiers ADD COLUMN month date NOT NULL DEFAULT DATE '1970-01-01'
  CHECK (extract(day FROM month) = 1);
ALTER TABLE reward_tiers ALTER COLUMN month DROP DEFAULT;
ALTER TABLE reward_tiers DROP CONSTRAINT reward_tiers_min_contracts_key;
ALTER TABLE reward_tiers ADD CONSTRAINT reward_tiers_month_min_uq UNIQUE (month, min_contracts);
ALTER TABLE reward_tiers ALTER COLUMN month SET DEFAULT DATE '1970-01-01';

-- Members' debts: what a clawback could not take from the available balance. The member's `debt`
-- account holds what they owe (never below zero, like every member account); the programme's
-- `debts` account mirrors the sum of all debts with the opposite sign, so every operation still
-- sums to zero.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('available', 'frozen', 'debt', 'rewards', 'payouts', 'adjustments', 'debts'));
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_owner;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_owner
  CHECK ((member_id IS NOT NULL) = (kind IN ('available', 'frozen', 'debt')));
INSERT INTO ledger_accounts (kind) VALUES ('debts');
INSERT INTO ledger_accounts (member_id, kind) SELECT id, 'debt' FROM members ORDER BY id;

CREATE OR REPLACE FUNCTION ledger_open_member_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (member_id, kind) VALUES (NEW.id, 'available'), (NEW.id, 'frozen'), (NEW.id, 'debt');
  RETURN NULL;
END $$;

-- A clawback takes a cancelled contract's reward back and names the contract.
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
  CHECK (kind IN ('reward', 'withdrawal_request', 'payout', 'withdrawal_return', 'adjustment', 'clawback'));
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_reward_contract;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_reward_contract
  CHECK ((kind IN ('reward', 'clawback')) = (contract_id IS NOT NULL));
-- One clawback per contract, whoever asks twice.
CREATE UNIQUE INDEX ledger_transactions_clawback_uq ON ledger_transactions (contract_id) WHERE kind = 'clawback';

-- When an import cancelled the contract (null for contracts cancelled before imports existed).
ALTER TABLE contracts ADD COLUMN cancelled_at timestamptz;

-- Import jobs: one uploaded file, previewed, then applied in the background in batches.
CREATE TABLE contract_imports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  file_name text NOT NULL,
  status text NOT NULL CHECK (status IN ('previewed', 'applying', 'applied', 'failed')),
  total_rows integer NOT NULL,
  new_rows integer NOT NULL,
  changed_rows integer NOT NULL,
  unchanged_rows integer NOT NULL,
  refused_rows integer NOT NULL,
  processed_rows integer NOT NULL DEFAULT 0,
  -- What applying did: contracts accrued, cancelled (clawed back), changed, skipped.
  result jsonb,
  error text,
  created_by uuid NOT NULL REFERENCES operators (id),
  created_by_email text NOT NULL,
  created_at timestamptz NOT NULL,
  applied_by uuid REFERENCES operators (id),
  started_at timestamptz,
  -- The last batch applied: an import left 'applying' with no progress for minutes was abandoned
  -- by a stopped process and may be applied again.
  progress_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX contract_imports_created_idx ON contract_imports (created_at DESC, id DESC);

-- The file's rows as the preview classified them; applying re-checks each against the contracts.
CREATE TABLE contract_import_rows (
  import_id bigint NOT NULL REFERENCES contract_imports (id),
  line integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('new', 'changed', 'unchanged', 'refused')),
  reason text,
  phone text NOT NULL,
  number text NOT NULL,
  client_name text NOT NULL,
  signed_on text NOT NULL,
  status text NOT NULL,
  -- The member the phone named at preview time (null when unknown).
  member_id uuid REFERENCES members (id),
  PRIMARY KEY (import_id, line)
);
CREATE INDEX contract_import_rows_kind_idx ON contract_import_rows (import_id, kind, line);

-- Entries move their accounts' stored balances once per INSERT statement instead of once per row:
-- an import that accrues a thousand rewards in one statement updates the programme's rewards row
-- once, not a thousand times (each update of one row in one transaction adds a row version that
-- the next has to walk past). The CHECK still refuses a member balance below zero at once.
DROP TRIGGER ledger_entries_apply ON ledger_entries;
CREATE FUNCTION ledger_apply_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts a SET balance = a.balance + s.total, entries_count = a.entries_count + s.n
    FROM (SELECT account_id, sum(amount) AS total, count(*) AS n FROM new_entries GROUP BY account_id) s
   WHERE a.id = s.account_id;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_apply_entries();
