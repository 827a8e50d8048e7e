-- Warnings e-mailed to operators (decision 0036): when each kind was last sent, so that a warning
-- that stays true (a low payout balance) is repeated once a day rather than every check, whichever
-- API process notices it first.
CREATE TABLE operator_alerts (
  kind text PRIMARY KEY CHECK (kind IN ('payout_balance_low', 'reconciliation')),
  sent_at timestamptz NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'
);
