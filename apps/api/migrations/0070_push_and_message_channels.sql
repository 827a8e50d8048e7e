-- Channels of a member's messages besides the cabinet's list (decision 0036): Web Push subscriptions
-- per member and device, each member's choice of channels per kind of message, and the outbox of
-- deliveries that the delivery job works through.

-- One row per browser (device) that turned push on. The endpoint is the push service's address of
-- that browser's subscription: unique, so a second subscription of the same browser replaces the first.
CREATE TABLE push_subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members (id),
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  device text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  last_sent_at timestamptz
);
CREATE INDEX push_subscriptions_member_idx ON push_subscriptions (member_id);

-- A member's choice per kind of message; no row: the default (push on, SMS on where SMS exists).
CREATE TABLE message_preferences (
  member_id uuid NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('accrual', 'payout', 'document', 'contest', 'news', 'programme')),
  push boolean NOT NULL,
  sms boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, kind)
);

-- What is to go out by push or SMS, written in the transaction of the notification it carries.
-- 'sending' is a claim with a time: a process that died mid-send leaves it to be taken again.
CREATE TABLE message_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  notification_id bigint NOT NULL REFERENCES notifications (id),
  member_id uuid NOT NULL REFERENCES members (id),
  channel text NOT NULL CHECK (channel IN ('push', 'sms')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  claimed_at timestamptz,
  -- push: how many of the member's devices took it.
  devices integer,
  error text,
  created_at timestamptz NOT NULL,
  done_at timestamptz
);
CREATE INDEX message_deliveries_open_idx ON message_deliveries (id) WHERE status IN ('pending', 'sending');
CREATE INDEX message_deliveries_notification_idx ON message_deliveries (notification_id);

-- The back office's channels of a send besides the cabinet.
ALTER TABLE notification_sends ADD COLUMN channels text[] NOT NULL DEFAULT '{}';
