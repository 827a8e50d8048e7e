-- A bank's registry rail for the self-employed (decision 0057): the bank (T-Bank's self-employed
-- payouts) pays a registry of payouts the company signs, to the members' bank accounts, and
-- registers each payout's receipt in «Мой налог». The rail is chosen in the back office.
ALTER TABLE payout_rail DROP CONSTRAINT payout_rail_rail_check;
ALTER TABLE payout_rail ADD CONSTRAINT payout_rail_rail_check CHECK (rail IN ('manual', 'provider', 'bank_registry'));

-- The member's bank account the bank pays to: 20 digits and the bank's БИК (their control key is
-- checked by the API). Added `pending`, `active` only with a sign-in code; a new one confirmed
-- replaces the old. One active account a member.
CREATE TABLE payout_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members (id),
  account_number text NOT NULL CHECK (account_number ~ '^[0-9]{20}$'),
  bik text NOT NULL CHECK (bik ~ '^[0-9]{9}$'),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'removed')),
  created_at timestamptz NOT NULL,
  activated_at timestamptz,
  removed_at timestamptz,
  CHECK ((status = 'active') = (activated_at IS NOT NULL AND removed_at IS NULL))
);
CREATE UNIQUE INDEX payout_accounts_active_uq ON payout_accounts (member_id) WHERE status = 'active';

-- An order goes by SBP (a bank and a phone), to a card, or to the member's account.
ALTER TABLE withdrawal_orders ADD COLUMN payout_account_id bigint REFERENCES payout_accounts (id);
ALTER TABLE withdrawal_orders DROP CONSTRAINT withdrawal_orders_destination;
ALTER TABLE withdrawal_orders ADD CONSTRAINT withdrawal_orders_destination
  CHECK ((bank_id IS NULL) = (phone IS NULL)
     AND (CASE WHEN bank_id IS NOT NULL THEN 1 ELSE 0 END + CASE WHEN payout_card_id IS NOT NULL THEN 1 ELSE 0 END
        + CASE WHEN payout_account_id IS NOT NULL THEN 1 ELSE 0 END) = 1);

ALTER TABLE otp_codes DROP CONSTRAINT otp_codes_purpose_check;
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_purpose_check
  CHECK (purpose IN ('sign_in', 'document', 'rules', 'card_add', 'card_remove', 'card_default', 'account_set'));
ALTER TABLE otp_codes ADD COLUMN payout_account_id bigint REFERENCES payout_accounts (id);
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_payout_account CHECK ((purpose = 'account_set') = (payout_account_id IS NOT NULL));

-- A registry as the bank keeps it: its body stored before the first request leaves, the step it is
-- at, and the step's correlationId (the bank answers each step's result by it for two days).
-- creating → submitting (signing) → paying → executing (read back) → receipts → done; failed: the
-- bank created nothing, every payout in it went back.
CREATE TABLE payout_registries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bank text NOT NULL,
  state text NOT NULL CHECK (state IN ('creating', 'submitting', 'paying', 'executing', 'receipts', 'done', 'failed')),
  bank_registry_id bigint,
  correlation_id uuid NOT NULL,
  -- When the current step's request left (null: not yet in this step).
  step_sent_at timestamptz,
  request jsonb NOT NULL,
  -- Kopecks, the registry's sum; its payouts' count.
  amount bigint NOT NULL CHECK (amount > 0),
  payouts int NOT NULL CHECK (payouts > 0),
  -- The bank's registry is read no more often than it allows (once in ten minutes).
  next_read_at timestamptz,
  last_error text,
  -- One process advances a registry at a time: it holds the lease while it talks to the bank.
  leased_until timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  finished_at timestamptz,
  UNIQUE (bank, bank_registry_id),
  CHECK ((state IN ('done', 'failed')) = (finished_at IS NOT NULL)),
  CHECK (state IN ('creating', 'failed') OR bank_registry_id IS NOT NULL)
);
CREATE INDEX payout_registries_open_idx ON payout_registries (updated_at) WHERE finished_at IS NULL;

ALTER TABLE provider_payouts ADD COLUMN registry_id bigint REFERENCES payout_registries (id);
CREATE INDEX provider_payouts_registry_idx ON provider_payouts (registry_id) WHERE registry_id IS NOT NULL;
