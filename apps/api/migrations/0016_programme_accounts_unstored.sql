-- Performance (decision 0013): the programme's accounts (rewards, payouts, adjustments,
-- debts) keep no stored balance. Every accrual, clawback, payout and adjustment used to update the
-- one row of its programme account, so each such transaction held that row's lock until it
-- committed: two imports, or a payout beside an import, took turns on it. A stored balance exists
-- for members only — their balance is read on every call and must never go below zero (the CHECK
-- needs it stored); a programme account's balance is the sum of its entries, read when a report
-- needs it (the dashboard sums entries by month anyway).
CREATE OR REPLACE FUNCTION ledger_apply_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts a SET balance = a.balance + s.total, entries_count = a.entries_count + s.n
    FROM (SELECT account_id, sum(amount) AS total, count(*) AS n FROM new_entries GROUP BY account_id) s
   WHERE a.id = s.account_id AND a.member_id IS NOT NULL;
  RETURN NULL;
END $$;

ALTER TABLE ledger_accounts DISABLE TRIGGER ledger_accounts_guard;
UPDATE ledger_accounts SET balance = 0, entries_count = 0 WHERE member_id IS NULL;
ALTER TABLE ledger_accounts ENABLE TRIGGER ledger_accounts_guard;
ALTER TABLE ledger_accounts
  ADD CONSTRAINT ledger_accounts_programme_unstored CHECK (member_id IS NOT NULL OR (balance = 0 AND entries_count = 0));
