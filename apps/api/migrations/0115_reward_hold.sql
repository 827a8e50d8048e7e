-- The quality hold (docs/product.md «Удержание начислений», decision 0053): a contract's reward may
-- wait «ожидает подтверждения» until `hold_until` before it is posted to the member. Null
-- `hold_until`: posted at accrual, as before. `released_at`: when a held reward was posted; a held
-- contract cancelled before it never is (its reward was never the member's, so no debt).
ALTER TABLE contracts ADD COLUMN hold_until timestamptz;
ALTER TABLE contracts ADD COLUMN released_at timestamptz;
ALTER TABLE contracts ADD CONSTRAINT contracts_release_after_hold
  CHECK (released_at IS NULL OR (hold_until IS NOT NULL AND released_at >= accrued_at));

-- What is still held: the release job reads it by due time, the member's balance by member.
CREATE INDEX contracts_held_due_idx ON contracts (hold_until)
  WHERE hold_until IS NOT NULL AND released_at IS NULL AND status = 'active' AND reward > 0;
CREATE INDEX contracts_held_member_idx ON contracts (member_id, hold_until)
  WHERE hold_until IS NOT NULL AND released_at IS NULL AND status = 'active' AND reward > 0;

-- A contract's reward is posted once, whether at accrual or at the end of its hold.
CREATE UNIQUE INDEX ledger_transactions_reward_uq ON ledger_transactions (contract_id) WHERE kind = 'reward';

-- An import row may say how long its tariff's rewards are held (days), instead of the programme's period.
ALTER TABLE contract_import_rows ADD COLUMN hold_days integer CHECK (hold_days BETWEEN 0 AND 365);
