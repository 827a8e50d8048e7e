-- Money created by one operator's decision (decision 0041). Every decision that creates points —
-- a personal target's bonus, a raise of a month's tier table, a contest's prizes — is recorded
-- here with what it may create at worst (kopecks) and who decided it. One that keeps the operator's
-- Moscow day under the approval threshold acts at once ('alone'); any other waits ('pending') for
-- a second admin who is not its maker, and changes nothing until approved ('approved') or refused
-- ('rejected', with the reason).
CREATE TABLE money_decisions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('target', 'tiers', 'contest_prizes')),
  -- What it is about: a month (`YYYY-MM`) or a contest's id.
  subject text NOT NULL,
  -- The approval screen's line, in Russian: what the decision does.
  summary text NOT NULL CHECK (length(summary) BETWEEN 1 AND 500),
  amount bigint NOT NULL CHECK (amount >= 0),
  -- What approval applies (the request as the maker sent it).
  payload jsonb NOT NULL DEFAULT '{}',
  decided_by uuid NOT NULL REFERENCES operators (id),
  decided_at timestamptz NOT NULL,
  -- The maker's Moscow calendar day: what one operator creates alone is summed per day.
  day date NOT NULL,
  status text NOT NULL CHECK (status IN ('alone', 'pending', 'approved', 'rejected')),
  checked_by uuid REFERENCES operators (id),
  checked_at timestamptz,
  reason text CHECK (length(reason) <= 500),
  CHECK ((status IN ('approved', 'rejected')) = (checked_by IS NOT NULL)),
  CHECK ((status = 'rejected') = (reason IS NOT NULL))
);
CREATE INDEX money_decisions_day_idx ON money_decisions (decided_by, day) WHERE status = 'alone';
CREATE INDEX money_decisions_pending_idx ON money_decisions (decided_at) WHERE status = 'pending';

-- A prize awaiting approval can be refused, with a reason its member reads.
ALTER TABLE contest_prizes DROP CONSTRAINT contest_prizes_status_check;
ALTER TABLE contest_prizes ADD CONSTRAINT contest_prizes_status_check
  CHECK (status IN ('paid', 'awaiting_approval', 'refused'));
ALTER TABLE contest_prizes
  ADD COLUMN refused_by uuid REFERENCES operators (id),
  ADD COLUMN refused_at timestamptz,
  ADD COLUMN refusal_reason text CHECK (length(refusal_reason) <= 500),
  ADD CONSTRAINT contest_prizes_refusal CHECK ((status = 'refused') = (refusal_reason IS NOT NULL));
