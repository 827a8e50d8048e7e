-- Personal monthly targets (decision 0032): a member's target for a calendar month is the next
-- tier above what they reached the month before, unless an operator set one for them; meeting it
-- pays a bonus once, through the ledger, taken back if a cancelled contract drops them below it.
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
  CHECK (kind IN ('reward', 'withdrawal_request', 'payout', 'withdrawal_return', 'adjustment', 'clawback',
                  'contest_prize', 'contest_clawback', 'target_bonus', 'target_clawback'));

-- An operator's target for a member and month (overrides the tier's).
CREATE TABLE member_targets (
  member_id uuid NOT NULL REFERENCES members (id),
  -- The first day of the calendar month.
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  contracts int NOT NULL CHECK (contracts BETWEEN 1 AND 10000),
  -- Kopecks.
  bonus bigint NOT NULL CHECK (bonus > 0),
  set_by uuid NOT NULL REFERENCES operators (id),
  set_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, month)
);

-- Bonuses paid: one per member and month.
CREATE TABLE target_bonuses (
  member_id uuid NOT NULL REFERENCES members (id),
  month date NOT NULL,
  target int NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  paid_at timestamptz NOT NULL,
  clawed_back_at timestamptz,
  PRIMARY KEY (member_id, month)
);
