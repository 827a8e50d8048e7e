-- Identity review and personal-data rights (decisions 0015 and 0016).
--
-- 1. Every version of a member's identity document sent for review, with what changed since the
--    version before, and the operators' decisions on them. `identity_documents.version` is the
--    number of the latest one; its status stays the truth that withdrawals read.

CREATE TABLE identity_versions (
  member_id uuid NOT NULL REFERENCES members (id),
  version integer NOT NULL CHECK (version >= 1),
  -- The data fields as the member's API names them ('' for an empty one) and the scans' file ids
  -- (null when not uploaded): the operator compares versions, the bytes of replaced scans are gone.
  data jsonb NOT NULL,
  scans jsonb NOT NULL,
  -- Field and scan names that differ from the version before ({} for the first).
  changes text[] NOT NULL DEFAULT '{}',
  -- 'confirmed' when only scans of a confirmed document changed: it kept its status (decision 0015).
  status_at_submit text NOT NULL CHECK (status_at_submit IN ('pending', 'confirmed')),
  submitted_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, version)
);

-- At most one decision per version: of two operators deciding at once, the slower is refused.
CREATE TABLE identity_reviews (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id uuid NOT NULL,
  version integer NOT NULL,
  decision text NOT NULL CHECK (decision IN ('confirmed', 'rejected')),
  comment text NOT NULL DEFAULT '',
  operator_id uuid REFERENCES operators (id),
  -- The operator's e-mail at the time ('demo' for the demo data).
  operator text NOT NULL,
  decided_at timestamptz NOT NULL,
  FOREIGN KEY (member_id, version) REFERENCES identity_versions (member_id, version) ON DELETE CASCADE,
  UNIQUE (member_id, version)
);

-- The documents already sent: their current version, and the decision when there was one.
INSERT INTO identity_versions (member_id, version, data, scans, status_at_submit, submitted_at)
SELECT member_id, version,
       jsonb_build_object(
         'gender', gender, 'passportType', passport_type,
         'dateOfBirth', coalesce(to_char(date_of_birth, 'YYYY-MM-DD'), ''), 'serial', serial, 'number', number,
         'issuedAt', coalesce(to_char(issued_at, 'YYYY-MM-DD'), ''), 'validTo', coalesce(to_char(valid_to, 'YYYY-MM-DD'), ''),
         'issuer', issuer, 'registrationAddress', registration_address, 'inn', inn, 'passportCountry', passport_country,
         'registrationIssuedAt', coalesce(to_char(registration_issued_at, 'YYYY-MM-DD'), ''),
         'registrationExpiresAt', coalesce(to_char(registration_expires_at, 'YYYY-MM-DD'), '')),
       jsonb_build_object('pasportScan', pasport_scan_file_id, 'adressScan', adress_scan_file_id, 'innScan', inn_scan_file_id),
       'pending', updated_at
  FROM identity_documents
 WHERE version > 0;

INSERT INTO identity_reviews (member_id, version, decision, comment, operator, decided_at)
SELECT member_id, version, status, comment, coalesce(reviewed_by, 'system'), reviewed_at
  FROM identity_documents
 WHERE version > 0 AND status <> 'pending' AND reviewed_at IS NOT NULL;

-- The review queue: documents whose current version has no decision, oldest first.
CREATE INDEX identity_versions_submitted_idx ON identity_versions (submitted_at, member_id);

-- 2. Consent can be withdrawn (in /lk). The record of a consent and of its withdrawal is kept
--    (the policy keeps it 3 years); a member may consent again later, so a row per consent.
ALTER TABLE pd_consents ADD COLUMN withdrawn_at timestamptz;
ALTER TABLE pd_consents DROP CONSTRAINT pd_consents_pkey;
ALTER TABLE pd_consents ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY;
CREATE UNIQUE INDEX pd_consents_live_uq ON pd_consents (member_id, version) WHERE withdrawn_at IS NULL;

-- 3. The retention sweep finds blocked members by the date they were blocked.
CREATE INDEX members_blocked_at_idx ON members (blocked_at) WHERE status = 'blocked';
