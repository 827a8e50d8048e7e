-- Teams (decision 0065): dealers → points of sale → teams with a supervisor → agents.
-- Who supervises a team and who is in it are dated: each row holds a half-open range of Moscow calendar
-- dates [valid_from, valid_to), valid_to NULL while it lasts. A move closes the old row at the move's
-- date and opens a new one, so the history stays: a contract signed before the move counts for the old
-- team.
--
-- One open agent membership per member is a unique partial index; that no two of a member's ranges
-- overlap (a closed one ending after a new one starts) is checked by the teams service under a lock of
-- the member's row (PGlite has no btree_gist for an exclusion constraint), as is the supervisor rule
-- (never an agent of their own team, no cycle through another team).
CREATE TABLE dealers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 200),
  -- A company's ИНН (10 digits) or an individual entrepreneur's (12); the contract checks its digits.
  inn text CHECK (inn ~ '^([0-9]{10}|[0-9]{12})$'),
  created_at timestamptz NOT NULL
);

CREATE TABLE sales_points (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  dealer_id bigint NOT NULL REFERENCES dealers (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  address text NOT NULL DEFAULT '' CHECK (length(address) <= 300),
  created_at timestamptz NOT NULL,
  UNIQUE (dealer_id, name)
);

CREATE TABLE teams (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  point_id bigint NOT NULL REFERENCES sales_points (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL,
  UNIQUE (point_id, name)
);

CREATE TABLE team_supervisors (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  team_id bigint NOT NULL REFERENCES teams (id),
  member_id uuid NOT NULL REFERENCES members (id),
  valid_from date NOT NULL,
  valid_to date CHECK (valid_to > valid_from),
  -- The second admin's approval that put them there (the approvals door, kind 'team_supervisor').
  approval_id bigint REFERENCES approvals (id)
);
-- One supervisor of a team at a time: the open row, and the service closes it at the next one's start.
CREATE UNIQUE INDEX team_supervisors_open_idx ON team_supervisors (team_id) WHERE valid_to IS NULL;
CREATE INDEX team_supervisors_team_idx ON team_supervisors (team_id, valid_from);
CREATE INDEX team_supervisors_member_idx ON team_supervisors (member_id, valid_from);

CREATE TABLE team_agents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members (id),
  team_id bigint NOT NULL REFERENCES teams (id),
  valid_from date NOT NULL,
  valid_to date CHECK (valid_to > valid_from)
);
-- One open membership per member; no overlap of closed ranges is the service's check (see above).
CREATE UNIQUE INDEX team_agents_open_idx ON team_agents (member_id) WHERE valid_to IS NULL;
CREATE INDEX team_agents_member_idx ON team_agents (member_id, valid_from);
CREATE INDEX team_agents_team_idx ON team_agents (team_id, valid_from);

ALTER TABLE approvals DROP CONSTRAINT approvals_kind_check;
ALTER TABLE approvals ADD CONSTRAINT approvals_kind_check
  CHECK (kind IN ('employment', 'import_hold', 'tax_settings', 'settings', 'operator_change', 'target', 'tiers',
                  'contest_prizes', 'dispute_credit', 'adjustment', 'period_close', 'desk_payout', 'partner_key',
                  'team_supervisor'));
