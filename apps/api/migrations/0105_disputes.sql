-- Disputes and missing-contract claims (docs/product.md «Споры»). A member disputes a line of the
-- history (`entry_id`, with what the line said then) or claims a contract no import brought
-- (number, date, subscriber). The dates promised for a first answer and a decision are stored at
-- creation, in working days, so that a later change of the rule does not move a given promise.
CREATE TABLE disputes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('line', 'missing_contract')),
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'need_info', 'credited', 'refused')),
  reason text CHECK (reason IN ('wrong_amount', 'wrong_tariff', 'wrong_debit', 'other')),
  comment text NOT NULL DEFAULT '' CHECK (length(comment) <= 1000),
  entry_id bigint REFERENCES ledger_entries (id),
  entry_date timestamptz,
  entry_title text,
  entry_amount bigint,
  entry_contract text,
  contract_number text CHECK (length(contract_number) BETWEEN 1 AND 50),
  contract_date date,
  subscriber text CHECK (length(subscriber) BETWEEN 1 AND 200),
  -- A claimed contract a later import brought.
  matched_contract_id bigint REFERENCES contracts (id),
  matched_at timestamptz,
  created_at timestamptz NOT NULL,
  first_answer_due timestamptz NOT NULL,
  resolve_due timestamptz NOT NULL,
  first_answered_at timestamptz,
  resolved_at timestamptz,
  -- The credit that decided it: the ledger transaction naming this dispute.
  credited_amount bigint CHECK (credited_amount > 0),
  transaction_id bigint REFERENCES ledger_transactions (id),
  -- A credit above the threshold waits for a second admin (decision 0041).
  pending_decision_id bigint REFERENCES money_decisions (id),
  CHECK ((kind = 'line') = (entry_id IS NOT NULL AND reason IS NOT NULL)),
  CHECK ((kind = 'missing_contract') = (contract_number IS NOT NULL AND contract_date IS NOT NULL AND subscriber IS NOT NULL)),
  CHECK ((status IN ('credited', 'refused')) = (resolved_at IS NOT NULL)),
  CHECK ((status = 'credited') = (credited_amount IS NOT NULL))
);
CREATE INDEX disputes_member_idx ON disputes (member_id, created_at DESC);
CREATE INDEX disputes_open_idx ON disputes (created_at) WHERE status IN ('new', 'in_progress', 'need_info');
-- One open dispute per line, one open claim per contract number and member.
CREATE UNIQUE INDEX disputes_open_entry_uq ON disputes (entry_id) WHERE status IN ('new', 'in_progress', 'need_info');
CREATE UNIQUE INDEX disputes_open_claim_uq ON disputes (member_id, lower(contract_number))
  WHERE status IN ('new', 'in_progress', 'need_info') AND kind = 'missing_contract';

-- Every answer, the operator's (with the status it set and its reason) and the member's replies.
CREATE TABLE dispute_answers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  dispute_id bigint NOT NULL REFERENCES disputes (id),
  -- The operator who answered; null for the member's own reply or the system's (a matched import).
  operator_id uuid REFERENCES operators (id),
  author text NOT NULL CHECK (author IN ('member', 'operator', 'system')),
  status text CHECK (status IN ('new', 'in_progress', 'need_info', 'credited', 'refused')),
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL
);
CREATE INDEX dispute_answers_dispute_idx ON dispute_answers (dispute_id, id);

-- In the order the member added them (`id`).
CREATE TABLE dispute_files (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  dispute_id bigint NOT NULL REFERENCES disputes (id),
  file_id uuid NOT NULL UNIQUE REFERENCES files (id)
);
CREATE INDEX dispute_files_dispute_idx ON dispute_files (dispute_id, id);

ALTER TABLE files DROP CONSTRAINT files_kind_check;
ALTER TABLE files ADD CONSTRAINT files_kind_check
  CHECK (kind IN ('avatar', 'pasportScan', 'adressScan', 'innScan', 'news', 'dispute'));

ALTER TABLE money_decisions DROP CONSTRAINT money_decisions_kind_check;
ALTER TABLE money_decisions ADD CONSTRAINT money_decisions_kind_check
  CHECK (kind IN ('target', 'tiers', 'contest_prizes', 'dispute_credit'));

-- Answers to disputes are a kind of message of their own, with SMS for the ones that ask something.
ALTER TABLE message_preferences DROP CONSTRAINT message_preferences_kind_check;
ALTER TABLE message_preferences ADD CONSTRAINT message_preferences_kind_check
  CHECK (kind IN ('accrual', 'payout', 'document', 'dispute', 'contest', 'news', 'programme'));

-- A dispute decided with a credit is a ledger kind of its own: each is a money decision (decision 0041).
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
  CHECK (kind IN ('reward', 'withdrawal_request', 'payout', 'withdrawal_return', 'adjustment', 'clawback',
                  'contest_prize', 'contest_clawback', 'target_bonus', 'target_clawback', 'tax_withholding',
                  'dispute_credit'));

-- «Как посчитано» finds the import that brought a contract by its number.
CREATE INDEX contract_import_rows_number_idx ON contract_import_rows (number) WHERE kind = 'new';
