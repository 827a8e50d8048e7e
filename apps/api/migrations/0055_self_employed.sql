-- The self-employed (НПД) side of a member's tax profile (decision 0034). member_tax_profiles
-- (migration 0050) says a member is self-employed and holds their ИНН; this table holds what the
-- outside services answered about them: the public ФНС check and the partner binding by the
-- payout provider (ЮKassa's «самозанятый» object), and why withdrawals are stopped, if they are.
CREATE TABLE member_npd (
  member_id uuid PRIMARY KEY REFERENCES members (id),
  -- The last public check at ФНС (statusnpd.nalog.ru): the ИНН asked about, the answer, when.
  checked_inn text CHECK (checked_inn ~ '^[0-9]{12}$'),
  npd_active boolean,
  npd_message text,
  npd_checked_at timestamptz,
  -- The binding by the payout provider: its object's id, status and the page where the member
  -- grants the provider the right to register receipts in «Мой налог».
  provider text,
  binding_id text UNIQUE,
  binding_inn text CHECK (binding_inn ~ '^[0-9]{12}$'),
  binding_status text CHECK (binding_status IN ('pending', 'confirmed', 'canceled', 'unregistered')),
  confirmation_url text,
  binding_checked_at timestamptz,
  -- Set by a check that found the status lost (ФНС or the provider); withdrawals are refused with
  -- it until a later check finds the member self-employed and bound again.
  stopped_reason text CHECK (stopped_reason IN ('npd_inactive', 'binding_canceled', 'binding_unregistered')),
  stopped_at timestamptz,
  updated_at timestamptz NOT NULL,
  CHECK ((binding_id IS NULL) = (binding_status IS NULL)),
  CHECK ((stopped_reason IS NULL) = (stopped_at IS NULL))
);
CREATE INDEX member_npd_recheck_idx ON member_npd (binding_checked_at) WHERE binding_id IS NOT NULL;

-- The receipt ФНС registered for a payout to a self-employed member (one per order), as the
-- provider returned it with the payout. `amount` is the receipt's, kopecks.
CREATE TABLE payout_receipts (
  order_id bigint PRIMARY KEY REFERENCES withdrawal_orders (id),
  member_id uuid NOT NULL REFERENCES members (id),
  provider text NOT NULL,
  binding_id text NOT NULL,
  inn text NOT NULL,
  service_name text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  receipt_id text,
  url text,
  registered_at timestamptz NOT NULL
);
CREATE INDEX payout_receipts_member_idx ON payout_receipts (member_id, registered_at);
CREATE INDEX payout_receipts_registered_idx ON payout_receipts (registered_at);
