-- A payout's request is kept with its idempotence key (decision 0031): the body of the first
-- request that may have left for the provider, stored before it leaves. Every later request for the
-- payout sends exactly that body again — whatever the member or the rules changed since — so that
-- the provider answers the payout it made under the key instead of refusing a different body.
-- NULL: no request has left yet (the payout may still be built, or refused, from the order).
-- `json`, not `jsonb`: the text is kept as it was sent (jsonb would reorder the keys, and the same
-- key with a body of other bytes may be refused as another request).
ALTER TABLE provider_payouts ADD COLUMN request json;

-- Reconciliation covers every order sent, with or without the provider's id: an order whose
-- request left and whose payout id we never learned is a difference of its own, and so is a second
-- payout of one order at the provider.
ALTER TABLE payout_differences DROP CONSTRAINT payout_differences_kind_check;
ALTER TABLE payout_differences ADD CONSTRAINT payout_differences_kind_check
  CHECK (kind IN ('amount', 'status', 'order', 'missing_at_provider', 'unknown_to_us', 'sent_without_id', 'duplicate'));
