-- Where each sign-in code went (decision 0035): one row per attempt to hand it to a channel —
-- Telegram Gateway or an SMS provider — with the provider's message id and its delivery status.
CREATE TABLE otp_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  otp_code_id bigint NOT NULL REFERENCES otp_codes (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('sms', 'telegram')),
  -- 'smsru', 'smsc', 'smsaero', 'log' or 'telegram'.
  provider text NOT NULL,
  -- None when the provider refused the message outright.
  provider_message_id text,
  status text NOT NULL CHECK (status IN ('queued', 'sent', 'delivered', 'failed')),
  -- The provider's own words: a refusal's reason or the last status it reported.
  detail text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- How many times the status was asked for (polling stops after a bound).
  polls integer NOT NULL DEFAULT 0,
  -- Set once the code has gone on by another channel or provider after this one failed or lagged.
  passed_on_at timestamptz
);
CREATE INDEX otp_deliveries_code_idx ON otp_deliveries (otp_code_id);
CREATE UNIQUE INDEX otp_deliveries_message_idx ON otp_deliveries (provider, provider_message_id)
  WHERE provider_message_id IS NOT NULL;

-- The live code sealed (AES-GCM) so that it can go again by SMS when Telegram does not deliver it;
-- cleared when the code is used or replaced.
ALTER TABLE otp_codes ADD COLUMN code_sealed text;

-- The SMS providers' account balances as last asked, for /metrics and the dashboard.
CREATE TABLE sms_provider_balances (
  provider text PRIMARY KEY,
  balance numeric(14, 2) NOT NULL,
  checked_at timestamptz NOT NULL
);

-- The sender name and the message template of sign-in codes, set by an admin; the defaults apply
-- while no row exists.
CREATE TABLE sms_settings (
  key text PRIMARY KEY CHECK (key IN ('sender', 'template')),
  value text NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by uuid
);
