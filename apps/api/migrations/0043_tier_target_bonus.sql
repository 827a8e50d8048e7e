-- The bonus a member earns for meeting a tier-made personal target (docs/product.md §12, decision
-- 0032): each level of a month's table carries the bonus for reaching its first contract, in kopecks;
-- 0, as every level starts, pays none.
ALTER TABLE reward_tiers ADD COLUMN target_bonus bigint NOT NULL DEFAULT 0 CHECK (target_bonus >= 0);
