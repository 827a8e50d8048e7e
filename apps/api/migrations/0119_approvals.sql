-- One door for what needs a second person (decision 0060): a change that loosens a control or lowers
-- the tax the company withholds waits here, changing nothing, until an admin who is not its maker
-- approves it ('approved') or someone refuses it ('rejected', with the reason; its maker may withdraw
-- it so). What approving each kind does is the approvals feature's registry of effects.
CREATE TABLE approvals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('employment', 'import_hold', 'tax_settings')),
  -- What it is about: a member's id, an import's number, 'tax'.
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 100),
  -- The approval screen's line, in Russian: what approving does.
  summary text NOT NULL CHECK (length(summary) BETWEEN 1 AND 500),
  -- What changes for members and their orders when it applies, in Russian.
  effect text NOT NULL DEFAULT '' CHECK (length(effect) <= 2000),
  -- What approval applies, as the maker asked for it.
  payload jsonb NOT NULL DEFAULT '{}',
  -- Kopecks, where money is concerned.
  amount bigint CHECK (amount >= 0),
  member_id uuid REFERENCES members (id),
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  made_by uuid NOT NULL REFERENCES operators (id),
  made_at timestamptz NOT NULL,
  checked_by uuid REFERENCES operators (id),
  checked_at timestamptz,
  reason text CHECK (length(reason) <= 500),
  CHECK ((status = 'pending') = (checked_at IS NULL)),
  CHECK ((status = 'rejected') = (reason IS NOT NULL)),
  CONSTRAINT approvals_checker_not_maker CHECK (status <> 'approved' OR checked_by <> made_by)
);
CREATE INDEX approvals_pending_idx ON approvals (made_at) WHERE status = 'pending';
-- One waiting request per kind and subject: a second is refused until the first is decided.
CREATE UNIQUE INDEX approvals_one_pending_uq ON approvals (kind, subject) WHERE status = 'pending';
