-- Webhooks back to the company (docs/webhooks.md): admins register the company's endpoints and the
-- events each one wants; every event is a message per subscribed endpoint, written in the
-- transaction that decided it and posted by the job queue (Standard Webhooks: signed with the
-- endpoint's secrets, retried with back-off for three days), every attempt kept for the back office.
CREATE TABLE webhook_endpoints (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Checked for https and a public address when saved and again before every attempt (the API's rule).
  url text NOT NULL CHECK (length(url) BETWEEN 8 AND 2000 AND url ~ '^https?://'),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 200),
  events text[] NOT NULL CHECK (cardinality(events) BETWEEN 1 AND 50),
  enabled boolean NOT NULL DEFAULT true,
  created_by uuid NOT NULL REFERENCES operators (id),
  created_at timestamptz NOT NULL,
  -- When it was last switched off; a deleted endpoint is off for good and kept for its delivery log.
  disabled_at timestamptz,
  deleted_at timestamptz,
  CHECK (enabled = (disabled_at IS NULL)),
  CHECK (deleted_at IS NULL OR NOT enabled)
);

-- An endpoint's signing secrets (`whsec_…`), sealed with a key derived from TOKEN_SECRET: a copy of
-- the database alone cannot sign as the programme. The current one has no end; after a rotation the
-- previous one keeps signing beside it until its end, which the admin chose (0–72 hours).
CREATE TABLE webhook_secrets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  endpoint_id bigint NOT NULL REFERENCES webhook_endpoints (id),
  secret_sealed text NOT NULL CHECK (secret_sealed ~ '^v1\.'),
  created_at timestamptz NOT NULL,
  expires_at timestamptz
);
CREATE UNIQUE INDEX webhook_secrets_current_idx ON webhook_secrets (endpoint_id) WHERE expires_at IS NULL;
CREATE INDEX webhook_secrets_endpoint_idx ON webhook_secrets (endpoint_id, expires_at);

-- One event for one endpoint. Its id is the `webhook-id` of every attempt, so the company can drop a
-- repeat. Its payload is the body posted (`{type, timestamp, data}`).
CREATE TABLE webhook_messages (
  id text PRIMARY KEY CHECK (id ~ '^msg_[0-9a-f]{32}$'),
  endpoint_id bigint NOT NULL REFERENCES webhook_endpoints (id),
  event_type text NOT NULL CHECK (event_type ~ '^[a-z_]+\.[a-z_]+$'),
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  -- The queue's job that delivers it (a «Повторить» queues another, and the earlier one stands down);
  -- null until the minute's dispatch queues one for an event whose transaction had no queue at hand.
  -- When its next attempt is due is the queue's to say (pg-boss spreads its back-off at random).
  job_id uuid,
  delivered_at timestamptz,
  CHECK ((status = 'delivered') = (delivered_at IS NOT NULL))
);
CREATE INDEX webhook_messages_endpoint_idx ON webhook_messages (endpoint_id, created_at DESC, id DESC);
CREATE INDEX webhook_messages_undispatched_idx ON webhook_messages (created_at) WHERE job_id IS NULL AND status = 'pending';
CREATE INDEX webhook_messages_created_idx ON webhook_messages (created_at);

-- Every attempt: an answer's status and the start of its body, or why none came (an address refused
-- before connecting, no connection, no answer in time).
CREATE TABLE webhook_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message_id text NOT NULL REFERENCES webhook_messages (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  http_status integer CHECK (http_status BETWEEN 100 AND 599),
  error text CHECK (length(error) BETWEEN 1 AND 500),
  duration_ms integer NOT NULL CHECK (duration_ms >= 0),
  response text NOT NULL DEFAULT '' CHECK (octet_length(response) <= 1024),
  CHECK ((http_status IS NULL) <> (error IS NULL))
);
CREATE INDEX webhook_attempts_message_idx ON webhook_attempts (message_id, at DESC, id DESC);
