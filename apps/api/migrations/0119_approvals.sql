-- One door for what needs a second person (decision 0060): a request waits here, changing nothing,
-- until someone who is not its maker approves it ('approved') or someone refuses it ('rejected', with
-- the reason; its maker may withdraw it so). Money one operator creates under the day's threshold acts
-- at once and is kept as 'alone', for the maker's day sum (decision 0041). Who may approve each kind,
-- and what approving it does, is the approvals feature's rule and registry of effects.
CREATE TABLE approvals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('employment', 'import_hold', 'tax_settings', 'settings', 'operator_change', 'target',
                                     'tiers', 'contest_prizes', 'dispute_credit', 'adjustment', 'period_close',
                                     'desk_payout')),
  -- What it is about: a member's id, an import's number, a month, a contest's id, 'tax'.
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 100),
  -- The approval screen's line, in Russian: what approving does.
  summary text NOT NULL CHECK (length(summary) BETWEEN 1 AND 500),
  -- What changes for members and their orders when it applies, in Russian.
  effect text NOT NULL DEFAULT '' CHECK (length(effect) <= 2000),
  -- What approval applies, as the maker asked for it.
  payload jsonb NOT NULL DEFAULT '{}',
  -- Kopecks, where money is concerned: the most it may create.
  amount bigint CHECK (amount >= 0),
  member_id uuid REFERENCES members (id),
  status text NOT NULL CHECK (status IN ('alone', 'pending', 'approved', 'rejected')),
  made_by uuid NOT NULL REFERENCES operators (id),
  made_at timestamptz NOT NULL,
  -- The maker's Moscow calendar day: what one operator creates alone is summed per day.
  day date NOT NULL,
  checked_by uuid REFERENCES operators (id),
  checked_at timestamptz,
  reason text CHECK (length(reason) <= 500),
  CHECK ((status IN ('approved', 'rejected')) = (checked_at IS NOT NULL)),
  CHECK ((status = 'rejected') = (reason IS NOT NULL)),
  CONSTRAINT approvals_checker_not_maker CHECK (status <> 'approved' OR checked_by <> made_by)
);
CREATE INDEX approvals_pending_idx ON approvals (made_at) WHERE status = 'pending';
CREATE INDEX approvals_subject_idx ON approvals (kind, subject, made_at DESC);
CREATE INDEX approvals_alone_day_idx ON approvals (made_by, day) WHERE status = 'alone';
-- One waiting request per subject, for the kinds that take one (a month's targets or tier table, or a
-- member's adjustments, may wait side by side).
CREATE UNIQUE INDEX approvals_one_pending_uq ON approvals (kind, subject)
  WHERE status = 'pending' AND kind NOT IN ('target', 'tiers', 'adjustment');
