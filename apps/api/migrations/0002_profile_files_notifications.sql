-- Profile fields, uploaded files, identity documents with consent, and notifications:
-- shared by the profile, money and content features.

ALTER TABLE members
  ADD COLUMN user_name text,
  ADD COLUMN description text NOT NULL DEFAULT '',
  ADD COLUMN department text NOT NULL DEFAULT '',
  ADD COLUMN employer text NOT NULL DEFAULT '',
  ADD COLUMN job_post text NOT NULL DEFAULT '',
  ADD COLUMN dc_address text NOT NULL DEFAULT '',
  ADD COLUMN dc_number text NOT NULL DEFAULT '',
  ADD COLUMN dc_division text NOT NULL DEFAULT '',
  ADD COLUMN avatar_file_id uuid;

-- Every stored upload. Bytes live in the file store under `storage_key` (a random name,
-- outside any public folder); who may read a file is decided by its kind and owner.
CREATE TABLE files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id uuid REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('avatar', 'pasportScan', 'adressScan', 'innScan', 'news')),
  mime text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  storage_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_member_idx ON files (member_id, kind);

ALTER TABLE members ADD CONSTRAINT members_avatar_fk FOREIGN KEY (avatar_file_id) REFERENCES files (id);

-- One identity document per member. `version` counts saves (0 = none yet) for optimistic concurrency.
CREATE TABLE identity_documents (
  member_id uuid PRIMARY KEY REFERENCES members (id),
  gender text NOT NULL DEFAULT '',
  passport_type text NOT NULL DEFAULT '',
  date_of_birth date,
  serial text NOT NULL DEFAULT '',
  number text NOT NULL DEFAULT '',
  issued_at date,
  valid_to date,
  issuer text NOT NULL DEFAULT '',
  registration_address text NOT NULL DEFAULT '',
  inn text NOT NULL DEFAULT '',
  passport_country text NOT NULL DEFAULT '',
  registration_issued_at date,
  registration_expires_at date,
  pasport_scan_file_id uuid REFERENCES files (id),
  adress_scan_file_id uuid REFERENCES files (id),
  inn_scan_file_id uuid REFERENCES files (id),
  -- 'pending' is shown as 'На рассмотрении', 'confirmed' as 'Подтверждено', 'rejected' as 'Отклонено'.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'rejected')),
  comment text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz
);

-- Consent to personal-data processing (152-ФЗ), given before the first identity data is sent.
CREATE TABLE pd_consents (
  member_id uuid NOT NULL REFERENCES members (id),
  version text NOT NULL,
  given_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, version)
);

CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members (id),
  category text NOT NULL CHECK (category IN ('accrual', 'withdrawal', 'identity', 'news', 'system')),
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  -- A path inside the cabinet the notification leads to, e.g. '/order/12'.
  link text,
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX notifications_member_created_idx ON notifications (member_id, created_at DESC, id DESC);
CREATE INDEX notifications_member_unread_idx ON notifications (member_id) WHERE read_at IS NULL;
