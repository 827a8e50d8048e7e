-- A contest an admin cancels before it is settled (product §Конкурсы, decision 0032): it stops
-- counting contracts, pays nothing, and its members read the reason on its page. Its jobs find it
-- in no state they act on and do nothing.
ALTER TABLE contests DROP CONSTRAINT contests_status_check;
ALTER TABLE contests ADD CONSTRAINT contests_status_check
  CHECK (status IN ('draft', 'scheduled', 'running', 'finished', 'settled', 'cancelled'));
ALTER TABLE contests ADD COLUMN cancel_reason text CHECK (cancel_reason IS NULL OR length(cancel_reason) BETWEEN 1 AND 500);
ALTER TABLE contests ADD COLUMN cancelled_at timestamptz;
ALTER TABLE contests ADD COLUMN cancelled_by uuid REFERENCES operators (id);
ALTER TABLE contests ADD CONSTRAINT contests_cancelled_check
  CHECK ((status = 'cancelled') = (cancel_reason IS NOT NULL AND cancelled_at IS NOT NULL AND cancelled_by IS NOT NULL));
