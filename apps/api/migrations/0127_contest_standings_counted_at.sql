-- When a contest's standings last changed (decision 0032, docs/product.md §11.1): the member's page
-- says «обновлено N мин назад». Set with the standings version by every transaction that raises it;
-- a contest whose standings have not changed since this column came reads its start instead.
ALTER TABLE contest_standings ADD COLUMN counted_at timestamptz;
