-- The back office's news editor and its notifications (docs/product.md §12).

-- News: the editor's Markdown beside the HTML members read, a version for optimistic concurrency,
-- who wrote and changed an item, and whether an item not shown was shown before (unpublished) or
-- never (a draft). Members' queries are unchanged: they read is_published and published_at.
ALTER TABLE news
  -- null for items made before the editor: their HTML is their Markdown (Markdown keeps HTML).
  ADD COLUMN markdown text CHECK (length(markdown) <= 50000),
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN unpublished_at timestamptz,
  ADD COLUMN created_by uuid REFERENCES operators (id),
  ADD COLUMN updated_by uuid REFERENCES operators (id),
  -- A shown item is never also marked taken off.
  ADD CONSTRAINT news_unpublished_not_shown CHECK (NOT (is_published AND unpublished_at IS NOT NULL));
-- The back office lists news by their last change.
CREATE INDEX news_updated_idx ON news (updated_at DESC, id DESC);

-- A notification written in the back office: to one member, a list, or every member; delivered
-- at once or by the scheduled job at send_at. One row per send; the members' rows are in
-- notifications (send_id), written in one INSERT … SELECT.
CREATE TABLE notification_sends (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  audience text NOT NULL CHECK (audience IN ('member', 'list', 'all')),
  -- The recipients of 'member' and 'list' (checked when the send was made); null for 'all', which
  -- means every active member at the time of delivery.
  member_ids uuid[],
  category text NOT NULL CHECK (category IN ('accrual', 'withdrawal', 'identity', 'news', 'system')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  body text NOT NULL DEFAULT '' CHECK (length(body) <= 1000),
  link text,
  send_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('scheduled', 'sent', 'cancelled')),
  delivered_count integer CHECK (delivered_count >= 0),
  delivered_at timestamptz,
  created_by uuid NOT NULL REFERENCES operators (id),
  created_at timestamptz NOT NULL,
  cancelled_by uuid REFERENCES operators (id),
  cancelled_at timestamptz,
  CHECK ((audience = 'all') = (member_ids IS NULL)),
  CHECK ((status = 'sent') = (delivered_at IS NOT NULL AND delivered_count IS NOT NULL)),
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL AND cancelled_by IS NOT NULL))
);
-- The job's question every few seconds: what is due.
CREATE INDEX notification_sends_due_idx ON notification_sends (send_at) WHERE status = 'scheduled';
CREATE INDEX notification_sends_created_idx ON notification_sends (created_at DESC, id DESC);

-- Which send a member's notification came from (null for the events' own notifications). No index:
-- nothing looks notifications up by it, and sends are never deleted.
ALTER TABLE notifications ADD COLUMN send_id bigint REFERENCES notification_sends (id);
