-- A card as the provider names it (decision 0056). The page posts what the widget answered; the
-- provider's payout names the card it paid to (ЮKassa: `payout_destination.card`), and that word
-- replaces the page's: when it differs, the operators see it on «Сверка выплат» as a difference of
-- its own, once per payout.
ALTER TABLE payout_differences DROP CONSTRAINT payout_differences_kind_check;
ALTER TABLE payout_differences ADD CONSTRAINT payout_differences_kind_check
  CHECK (kind IN ('amount', 'status', 'order', 'missing_at_provider', 'unknown_to_us', 'sent_without_id', 'duplicate', 'card'));

-- When a payout of the provider last named the card (null: only the page has spoken for it yet).
ALTER TABLE payout_cards ADD COLUMN provider_named_at timestamptz;
-- Who removed a card: the member with a code, or the provider by refusing a payout to it (the card
-- expired, closed, its synonym unknown). Null for cards removed before this column.
ALTER TABLE payout_cards ADD COLUMN removed_by text CHECK (removed_by IN ('member', 'provider'));
ALTER TABLE payout_cards ADD CONSTRAINT payout_cards_removed_by CHECK (removed_by IS NULL OR status = 'removed');
