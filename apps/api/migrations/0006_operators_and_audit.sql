-- The back office: operators with e-mail, password (argon2id) and TOTP, their sessions, the
-- programme's settings they edit, and an audit log of their actions that the database keeps
-- append-only.

CREATE TABLE operators (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  display_name text NOT NULL DEFAULT '',
  -- 'operator' works the queues; 'admin' also edits tiers, adjustments, operators and settings.
  role text NOT NULL CHECK (role IN ('operator', 'admin')),
  password_hash text NOT NULL,
  -- A password someone else set (created, reset) must be replaced at the next sign-in.
  must_change_password boolean NOT NULL DEFAULT true,
  password_changed_at timestamptz NOT NULL,
  -- TOTP secrets are sealed with the server's key (AES-256-GCM); the pending one awaits its first code.
  totp_secret text,
  totp_pending_secret text,
  totp_enabled_at timestamptz,
  -- The time step of the last accepted code: a code is accepted once.
  totp_last_step bigint,
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  locked_until timestamptz,
  disabled_at timestamptz,
  -- The demo data's accounts; production refuses to sign them in.
  is_demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  created_by uuid REFERENCES operators (id),
  CHECK ((totp_secret IS NULL) = (totp_enabled_at IS NULL))
);
CREATE UNIQUE INDEX operators_email_uq ON operators (email);

CREATE TABLE operator_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  operator_id uuid NOT NULL REFERENCES operators (id),
  -- SHA-256 of the session token; the token itself lives only in the web app's cookie.
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  ended_at timestamptz,
  ended_reason text CHECK (ended_reason IN ('sign_out', 'idle', 'password', 'disabled', 'totp', 'admin')),
  ip text,
  user_agent text,
  CHECK ((ended_at IS NULL) = (ended_reason IS NULL))
);
CREATE INDEX operator_sessions_live_idx ON operator_sessions (operator_id) WHERE ended_at IS NULL;

-- Settings of the programme that admins change at run time (the payout approval threshold, …).
CREATE TABLE programme_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by uuid REFERENCES operators (id)
);

-- Who did what, when, to whom, before and after, from where. Append-only: the database refuses
-- to change or remove a row, whoever asks.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  operator_id uuid REFERENCES operators (id),
  -- The operator's e-mail at the time, 'member' or 'system'.
  actor text NOT NULL,
  action text NOT NULL CHECK (action ~ '^[a-z_]+\.[a-z_]+$'),
  member_id uuid REFERENCES members (id),
  target_type text,
  target_id text,
  before jsonb,
  after jsonb,
  ip text
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_operator_idx ON audit_log (operator_id, at DESC);
CREATE INDEX audit_log_member_idx ON audit_log (member_id, at DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, at DESC);

CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only: % refused', TG_OP;
END $$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

-- A blocked member's reason and when, kept with the member (the audit log keeps who).
ALTER TABLE members ADD COLUMN blocked_at timestamptz;
ALTER TABLE members ADD COLUMN blocked_reason text;
