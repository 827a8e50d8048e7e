-- Members, sign-in by SMS code, sessions with rotating refresh tokens, captcha replay and rate limits.

CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  phone text NOT NULL UNIQUE CHECK (phone ~ '^79[0-9]{9}$'),
  first_name text NOT NULL DEFAULT '',
  middle_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  city_name text NOT NULL DEFAULT '',
  email text,
  -- 'not_verified' until the member has signed in with a code sent to the phone once.
  phone_verification_status text NOT NULL DEFAULT 'not_verified'
    CHECK (phone_verification_status IN ('not_verified', 'verified')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'blocked')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE otp_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  -- The member's id, or under open registration the id the member will get at verification.
  subject_id uuid NOT NULL,
  -- HMAC of the code with the server's secret: six digits alone are brute-forced from a plain hash.
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  invalidated_at timestamptz
);
CREATE INDEX otp_codes_phone_created_idx ON otp_codes (phone, created_at DESC);
CREATE INDEX otp_codes_subject_created_idx ON otp_codes (subject_id, created_at DESC);

CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id uuid NOT NULL REFERENCES members (id),
  created_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text CHECK (revoked_reason IN ('logout', 'reuse', 'admin')),
  user_agent text
);
CREATE INDEX auth_sessions_member_idx ON auth_sessions (member_id);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES auth_sessions (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

-- A solved captcha is accepted once; rows outlive the challenge's expiry and are then swept.
CREATE TABLE captcha_uses (
  challenge_id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX captcha_uses_expires_idx ON captcha_uses (expires_at);

-- Fixed-window counters shared by every API process.
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);
