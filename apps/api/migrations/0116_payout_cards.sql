-- Bank cards a member is paid to (docs/product.md «Карты для выплат», decision 0056). The card
-- number never reaches us: the provider's widget answers a synonym (`payout_token`, ЮKassa's
-- «синоним карты») with the card's mask and bank, and a payout names the synonym. A card is added
-- `pending` and becomes `active` only with a sign-in code; removing one and choosing the default
-- need a code too. One default among a member's active cards.
CREATE TABLE payout_cards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members (id),
  provider text NOT NULL,
  payout_token text NOT NULL CHECK (length(payout_token) BETWEEN 1 AND 200),
  first6 text NOT NULL CHECK (first6 ~ '^[0-9]{6}$'),
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  issuer_name text CHECK (length(issuer_name) <= 100),
  card_type text CHECK (length(card_type) <= 40),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'removed')),
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  activated_at timestamptz,
  removed_at timestamptz,
  CHECK ((status = 'active') = (activated_at IS NOT NULL AND removed_at IS NULL)),
  CHECK (NOT is_default OR status = 'active'),
  UNIQUE (provider, payout_token)
);
CREATE INDEX payout_cards_member_idx ON payout_cards (member_id, created_at DESC) WHERE status = 'active';
CREATE UNIQUE INDEX payout_cards_default_uq ON payout_cards (member_id) WHERE is_default;

-- An order goes either by SBP (a bank and a phone) or to a card.
ALTER TABLE withdrawal_orders ADD COLUMN payout_card_id bigint REFERENCES payout_cards (id);
ALTER TABLE withdrawal_orders ALTER COLUMN bank_id DROP NOT NULL;
ALTER TABLE withdrawal_orders ALTER COLUMN phone DROP NOT NULL;
ALTER TABLE withdrawal_orders ADD CONSTRAINT withdrawal_orders_destination
  CHECK ((payout_card_id IS NULL) = (bank_id IS NOT NULL AND phone IS NOT NULL) AND (bank_id IS NULL) = (phone IS NULL));

-- The codes that confirm adding, removing or choosing a card, bound to the card.
ALTER TABLE otp_codes DROP CONSTRAINT otp_codes_purpose_check;
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_purpose_check
  CHECK (purpose IN ('sign_in', 'document', 'rules', 'card_add', 'card_remove', 'card_default'));
ALTER TABLE otp_codes ADD COLUMN payout_card_id bigint REFERENCES payout_cards (id);
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_payout_card
  CHECK ((purpose IN ('card_add', 'card_remove', 'card_default')) = (payout_card_id IS NOT NULL));
CREATE INDEX otp_codes_payout_card_idx ON otp_codes (payout_card_id, subject_id, created_at DESC) WHERE payout_card_id IS NOT NULL;
