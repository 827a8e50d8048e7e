-- An agent signs a closed month's document with a one-time code (decision 0048): the code is an
-- `otp_codes` row of its own purpose, so that it goes by the sign-in's channels (SMS, Telegram) and
-- its deliveries are recorded like a sign-in code's. A sign-in never takes a document's code, nor
-- the other way round.
ALTER TABLE otp_codes ADD COLUMN purpose text NOT NULL DEFAULT 'sign_in' CHECK (purpose IN ('sign_in', 'document'));
ALTER TABLE otp_codes ADD COLUMN document_id bigint REFERENCES period_documents (id);
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_document CHECK ((purpose = 'document') = (document_id IS NOT NULL));
CREATE INDEX otp_codes_document_idx ON otp_codes (document_id, created_at DESC) WHERE document_id IS NOT NULL;

-- The simple electronic signature (63-ФЗ): who (phone), which document (its hash), when, from where
-- (address, browser) and by which code and channel. Kept with the document; never changed.
ALTER TABLE period_documents
  ADD COLUMN signature jsonb,
  ADD COLUMN reminded_at timestamptz,
  ADD CONSTRAINT period_documents_signature CHECK ((signed_at IS NULL) = (signature IS NULL));
