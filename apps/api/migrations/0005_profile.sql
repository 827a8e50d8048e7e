-- Profile: unique user names, and who reviewed an identity document.

-- A user name is unique whatever its letter case: 'Ivan.Petrov' and 'ivan.petrov' are one name.
CREATE UNIQUE INDEX members_user_name_lower_key ON members (lower(user_name)) WHERE user_name IS NOT NULL;

-- The operator who confirmed or rejected the document (e-mail or id from the back office).
ALTER TABLE identity_documents ADD COLUMN reviewed_by text;

-- An identity row may exist before any data is saved: uploading a scan first creates it with
-- version 0 ("no data saved yet"); the first data save makes it 1.
ALTER TABLE identity_documents ALTER COLUMN version SET DEFAULT 0;
ALTER TABLE identity_documents ADD CONSTRAINT identity_documents_version_check CHECK (version >= 0);
