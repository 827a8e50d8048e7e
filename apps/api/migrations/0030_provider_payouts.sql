-- Payouts through a provider's API (decision 0031). An order the desk approves on the provider's
-- rail gets a row here: its own idempotence key, stored before any call, and the provider's payout
-- id once an answer is stored. The order itself stays `pending` (the member's «В обработке") until
-- the provider's final status moves the money in the ledger.
CREATE TABLE payout_rail (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- 'manual': the desk records payments made by hand from the CSV register; 'provider': the API pays.
  rail text NOT NULL CHECK (rail IN ('manual', 'provider')),
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);

CREATE TABLE provider_payouts (
  order_id bigint PRIMARY KEY REFERENCES withdrawal_orders (id),
  provider text NOT NULL,
  -- The order's one key: every request for this payout carries it, retries included.
  idempotence_key text NOT NULL UNIQUE,
  -- approved: to be sent; unknown: sent, the answer not stored (a timeout, a 5xx, a crash);
  -- submitted: the provider has it (pending); succeeded / cancelled: final, the ledger moved.
  state text NOT NULL CHECK (state IN ('approved', 'unknown', 'submitted', 'succeeded', 'cancelled')),
  -- Kopecks, as sent.
  amount bigint NOT NULL CHECK (amount > 0),
  provider_payout_id text UNIQUE,
  -- The provider's reason of a cancellation (`recipient_check_failed`…), or `request_refused`.
  cancel_reason text,
  recipient_checked boolean,
  -- Requests sent for it; the last failure's message.
  attempts int NOT NULL DEFAULT 0,
  last_error text,
  approved_by text NOT NULL,
  approved_at timestamptz NOT NULL,
  sent_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz NOT NULL,
  CHECK (state NOT IN ('submitted', 'succeeded') OR provider_payout_id IS NOT NULL),
  CHECK ((state IN ('succeeded', 'cancelled')) = (finished_at IS NOT NULL))
);
CREATE INDEX provider_payouts_open_idx ON provider_payouts (state, updated_at)
  WHERE state IN ('approved', 'unknown', 'submitted');
CREATE INDEX provider_payouts_finished_idx ON provider_payouts (finished_at) WHERE finished_at IS NOT NULL;

-- What the daily reconciliation found the provider and the ledger disagree on; each difference
-- once (the next run does not repeat it), until an operator resolves it.
CREATE TABLE payout_differences (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint REFERENCES withdrawal_orders (id),
  provider_payout_id text,
  kind text NOT NULL CHECK (kind IN ('amount', 'status', 'order', 'missing_at_provider', 'unknown_to_us')),
  ours jsonb,
  theirs jsonb,
  found_at timestamptz NOT NULL,
  resolved_at timestamptz,
  resolved_by text
);
CREATE UNIQUE INDEX payout_differences_once ON payout_differences (coalesce(provider_payout_id, ''), coalesce(order_id, 0), kind);

-- The provider's payout balance as last read (dashboard, /metrics).
CREATE TABLE provider_balance (
  provider text PRIMARY KEY,
  balance bigint NOT NULL,
  checked_at timestamptz NOT NULL
);

-- The SBP bank list comes from the provider now: its BIC and when the provider last listed it.
ALTER TABLE banks ADD COLUMN bic text;
ALTER TABLE banks ADD COLUMN listed_at timestamptz;
