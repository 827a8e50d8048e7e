-- An order carries its rail (decision 0061): who pays it — by hand from the register ('manual'),
-- the payout provider ('provider') or the bank's registry ('bank_registry') — is decided once, with
-- its destination, when the order is made, and never read again from the rail admins choose for
-- new orders (`payout_rail`). An admin may move waiting orders to the rail in force, audited.
ALTER TABLE withdrawal_orders ADD COLUMN rail text;

-- The orders made before, from what they are:
-- - to an account: the bank's registry, the one rail that pays an account;
-- - to a card: the provider, the one rail that knows the card's synonym;
-- - by SBP and already handed to the provider: the provider, which pays it whatever the rail;
-- - by SBP, a самозанятый's and not handed over: the provider — never by hand (no ФНС check, no
--   receipt, decision 0054); it waited for the provider's rail before (docs/product.md §12a);
-- - by SBP, still waiting: the rail in force now where it pays SBP (the provider's), by hand
--   otherwise (the bank's registry pays only accounts, and an individual is paid by hand beside it);
-- - by SBP and closed without a handover: by hand, the only way it could have been paid.
UPDATE withdrawal_orders o
   SET rail = CASE
     WHEN o.payout_account_id IS NOT NULL THEN 'bank_registry'
     WHEN o.payout_card_id IS NOT NULL THEN 'provider'
     WHEN EXISTS (SELECT 1 FROM provider_payouts p WHERE p.order_id = o.id) THEN 'provider'
     WHEN o.status <> 'pending' THEN 'manual'
     WHEN EXISTS (SELECT 1 FROM order_tax_decisions d WHERE d.order_id = o.id AND d.regime = 'self_employed') THEN 'provider'
     WHEN (SELECT r.rail FROM payout_rail r) = 'provider' THEN 'provider'
     ELSE 'manual'
   END;

ALTER TABLE withdrawal_orders ALTER COLUMN rail SET NOT NULL;
-- A rail pays only its destinations: a card only the provider, an account only the bank's
-- registry, SBP by hand or the provider (features/payouts/rails.ts holds the rest of the rule).
ALTER TABLE withdrawal_orders ADD CONSTRAINT withdrawal_orders_rail
  CHECK (rail IN ('manual', 'provider', 'bank_registry')
     AND (payout_card_id IS NULL OR rail = 'provider')
     AND (payout_account_id IS NULL OR rail = 'bank_registry')
     AND (bank_id IS NULL OR rail IN ('manual', 'provider')));
