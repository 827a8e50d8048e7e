-- «Важная новость» (decision 0036): an item so marked reaches members by push when it is first
-- published. important_pushed_at is when its push began to go out: set once, so an edit, or the
-- item taken off and published again, sends nothing more.
ALTER TABLE news ADD COLUMN is_important boolean NOT NULL DEFAULT false;
ALTER TABLE news ADD COLUMN important_pushed_at timestamptz;

-- The notification carrying a member's push of an important news item: one per member and item,
-- so a batch written twice (a job retried) writes nothing twice.
ALTER TABLE notifications ADD COLUMN news_id bigint REFERENCES news (id);
CREATE UNIQUE INDEX notifications_news_member_idx ON notifications (news_id, member_id) WHERE news_id IS NOT NULL;
