-- The partner API (docs/partner-api.md, decision 0063): the company's own systems send contracts and
-- their status events with a key an admin issued.
--
-- A key is `apk_<id>_<secret>`: the id is public, the secret is kept only as a keyed hash (HMAC-SHA256
-- under the server's key). Each key also has a signing secret for its requests (Standard Webhooks
-- signatures), sealed: checking a signature needs the secret itself. A key that may write contracts
-- (money) waits for a second admin ('pending') before it is 'active'.
CREATE TABLE partner_keys (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{16}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  scopes text[] NOT NULL CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['contracts:write', 'contracts:read']),
  -- The partner's addresses or networks (CIDR) the key may be used from; empty: any.
  addresses text[] NOT NULL DEFAULT '{}' CHECK (cardinality(addresses) <= 50),
  secret_hash text NOT NULL CHECK (secret_hash ~ '^[0-9a-f]{64}$'),
  signing_secret text NOT NULL,
  rate_per_minute integer NOT NULL CHECK (rate_per_minute BETWEEN 1 AND 100000),
  status text NOT NULL CHECK (status IN ('pending', 'active', 'refused', 'revoked')),
  expires_at timestamptz,
  created_by uuid NOT NULL REFERENCES operators (id),
  created_at timestamptz NOT NULL,
  -- A rotation's new key names the key it replaces; the old one stays valid until its expiry.
  rotated_from text REFERENCES partner_keys (id),
  revoked_by uuid REFERENCES operators (id),
  revoked_at timestamptz,
  last_used_at timestamptz,
  -- The second admin's decision, for a key that writes contracts.
  approval_id bigint REFERENCES approvals (id),
  CHECK ((status = 'revoked') = (revoked_at IS NOT NULL))
);
CREATE INDEX partner_keys_created_idx ON partner_keys (created_at DESC);

-- Signed requests seen in the signature's tolerance (five minutes): a request id met twice is a replay.
CREATE TABLE partner_requests (
  key_id text NOT NULL REFERENCES partner_keys (id),
  request_id text NOT NULL CHECK (length(request_id) BETWEEN 1 AND 128),
  at timestamptz NOT NULL,
  PRIMARY KEY (key_id, request_id)
);
CREATE INDEX partner_requests_at_idx ON partner_requests (at);

-- A batch by its Idempotency-Key: a repeat with the same body answers the stored result.
CREATE TABLE partner_batches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key_id text NOT NULL REFERENCES partner_keys (id),
  kind text NOT NULL CHECK (kind IN ('contracts', 'events')),
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 8 AND 128),
  request_hash text NOT NULL,
  received_at timestamptz NOT NULL,
  rows integer NOT NULL DEFAULT 0,
  accepted integer NOT NULL DEFAULT 0,
  duplicates integer NOT NULL DEFAULT 0,
  refused integer NOT NULL DEFAULT 0,
  response jsonb,
  UNIQUE (key_id, idempotency_key)
);
CREATE INDEX partner_batches_received_idx ON partner_batches (received_at DESC);

-- A contract the partner API brought names its batch; the subscriber's number is kept only as a keyed
-- hash (HMAC-SHA256 under the server's key), never as the number.
ALTER TABLE contracts DROP CONSTRAINT contracts_source_check;
ALTER TABLE contracts ADD CONSTRAINT contracts_source_check CHECK (source IN ('import', 'claim', 'partner'));
ALTER TABLE contracts ADD COLUMN partner_batch_id bigint REFERENCES partner_batches (id);
ALTER TABLE contracts ADD COLUMN subscriber_key text CHECK (subscriber_key ~ '^[0-9a-f]{64}$');
ALTER TABLE contracts ADD CONSTRAINT contracts_partner_names_batch CHECK ((source = 'partner') = (partner_batch_id IS NOT NULL));

ALTER TABLE approvals DROP CONSTRAINT approvals_kind_check;
ALTER TABLE approvals ADD CONSTRAINT approvals_kind_check
  CHECK (kind IN ('employment', 'import_hold', 'tax_settings', 'settings', 'operator_change', 'target', 'tiers',
                  'contest_prizes', 'dispute_credit', 'adjustment', 'period_close', 'desk_payout', 'partner_key'));
