-- The programme rules and the consent to personal-data processing as versioned documents (decision
-- 0049). A version is an edition of the text the cabinet shows, published by an admin: its number,
-- its edition date, the SHA-256 of the text (the text itself is the repository's at that edition)
-- and what changed, in the admin's words for the members.
CREATE TABLE legal_versions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('rules', 'pd_consent')),
  number integer NOT NULL CHECK (number >= 1),
  edition text NOT NULL CHECK (edition ~ '^\d{4}-\d{2}-\d{2}$'),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  summary text NOT NULL,
  published_at timestamptz NOT NULL,
  published_by uuid NOT NULL REFERENCES operators (id),
  UNIQUE (kind, number),
  UNIQUE (kind, sha256)
);

-- Who accepted which version, when and how: a tick confirmed by a one-time code (the rules) or an
-- explicit tick of consent (personal data), from which address and browser. Never changed.
CREATE TABLE legal_acceptances (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  version_id bigint NOT NULL REFERENCES legal_versions (id),
  member_id uuid NOT NULL REFERENCES members (id),
  accepted_at timestamptz NOT NULL,
  method text NOT NULL CHECK (method IN ('code', 'consent')),
  code_id bigint REFERENCES otp_codes (id),
  channel text CHECK (channel IN ('sms', 'telegram')),
  phone text,
  ip text,
  user_agent text,
  UNIQUE (member_id, version_id),
  CHECK ((method = 'code') = (code_id IS NOT NULL AND channel IS NOT NULL AND phone IS NOT NULL))
);
CREATE INDEX legal_acceptances_version_idx ON legal_acceptances (version_id, accepted_at);

-- The rules' code is a one-time code of its own purpose, bound to the version it accepts.
ALTER TABLE otp_codes DROP CONSTRAINT otp_codes_purpose_check;
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_purpose_check CHECK (purpose IN ('sign_in', 'document', 'rules'));
ALTER TABLE otp_codes ADD COLUMN legal_version_id bigint REFERENCES legal_versions (id);
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_legal CHECK ((purpose = 'rules') = (legal_version_id IS NOT NULL));
CREATE INDEX otp_codes_legal_idx ON otp_codes (legal_version_id, subject_id, created_at DESC) WHERE legal_version_id IS NOT NULL;
