-- A receipt the payout provider had not registered when the payout succeeded (decision 0034) is
-- asked for again by a job, with growing pauses and a bounded number of times: `checks` counts the
-- questions asked, `next_check_at` is when the next one is due (null: at the job's next run).
ALTER TABLE payout_receipts ADD COLUMN checks int NOT NULL DEFAULT 0 CHECK (checks >= 0);
ALTER TABLE payout_receipts ADD COLUMN next_check_at timestamptz;
CREATE INDEX payout_receipts_unregistered_idx ON payout_receipts (next_check_at) WHERE receipt_id IS NULL;
