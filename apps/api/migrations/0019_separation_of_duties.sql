-- Separation of duties in the back office that one person cannot defeat (decision 0029):
-- credentials reach only their owner (set-password links), the changes of an account's life cycle
-- and the weakening of a control wait for a second admin, and what an account's life cycle did is
-- kept for the cooling-off check.

-- A set-password link: an invitation of a new operator or a reset. Only the token's hash is kept;
-- the token itself exists in the e-mail alone.
CREATE TABLE operator_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  operator_id uuid NOT NULL REFERENCES operators (id),
  token_hash text NOT NULL UNIQUE,
  purpose text NOT NULL CHECK (purpose IN ('invite', 'reset')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (expires_at > created_at)
);
CREATE INDEX operator_invitations_open_idx ON operator_invitations (operator_id) WHERE used_at IS NULL;

-- The changes of an account's life cycle: those one admin makes alone (a new operator) are written
-- applied at once; a new admin, a promotion and a reset of another's credentials wait ('pending')
-- for a second admin. Applied rows are what the cooling-off check reads: the account concerned may
-- not approve the requests of the admins who made or approved the change, for a while.
CREATE TABLE operator_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('create_operator', 'create_admin', 'promote', 'reset_password', 'reset_totp')),
  -- The account concerned; null while a new admin waits for approval.
  operator_id uuid REFERENCES operators (id),
  email text NOT NULL,
  display_name text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('pending', 'applied', 'rejected')),
  -- Null: the command line (the first admin's bootstrap) or the demo data.
  requested_by uuid REFERENCES operators (id),
  requested_at timestamptz NOT NULL,
  decided_by uuid REFERENCES operators (id),
  decided_at timestamptz,
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  -- The database too refuses a maker approving their own change (rejecting it is withdrawing it).
  CONSTRAINT operator_changes_checker_not_maker CHECK (status <> 'applied' OR decided_by IS NULL OR decided_by <> requested_by)
);
CREATE INDEX operator_changes_pending_idx ON operator_changes (requested_at) WHERE status = 'pending';
CREATE INDEX operator_changes_target_idx ON operator_changes (operator_id, decided_at DESC) WHERE status = 'applied';
-- One waiting change of a kind per account, one waiting new admin per e-mail.
CREATE UNIQUE INDEX operator_changes_one_pending_uq ON operator_changes (kind, email) WHERE status = 'pending';

-- A change of the programme's settings that weakens a control, waiting for a second admin.
CREATE TABLE settings_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL,
  before jsonb NOT NULL,
  value jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'applied', 'rejected')),
  requested_by uuid NOT NULL REFERENCES operators (id),
  requested_at timestamptz NOT NULL,
  decided_by uuid REFERENCES operators (id),
  decided_at timestamptz,
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CONSTRAINT settings_changes_checker_not_maker CHECK (status <> 'applied' OR decided_by <> requested_by)
);
CREATE INDEX settings_changes_pending_idx ON settings_changes (requested_at) WHERE status = 'pending';

-- A new sign-in ends the operator's earlier sessions; a replaced authenticator ends the others.
ALTER TABLE operator_sessions DROP CONSTRAINT operator_sessions_ended_reason_check;
ALTER TABLE operator_sessions ADD CONSTRAINT operator_sessions_ended_reason_check
  CHECK (ended_reason IN ('sign_out', 'idle', 'password', 'disabled', 'totp', 'admin', 'signed_in_again'));
