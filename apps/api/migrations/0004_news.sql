-- News of the programme and members' likes of them.

CREATE TABLE news (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Transliterated title plus a random suffix; the spec addresses likes by it (slugId).
  slug_id text NOT NULL UNIQUE CHECK (slug_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug_id) <= 120),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
  -- Plain text for the card.
  preview text NOT NULL DEFAULT '',
  -- HTML, sanitised before it is stored (features/news/sanitize-news-html.ts): served as it is.
  content text NOT NULL DEFAULT '',
  image_file_id uuid REFERENCES files (id),
  category text NOT NULL CHECK (length(category) BETWEEN 1 AND 100),
  -- Drafts of the news editor are false; members see only published items whose time has come.
  is_published boolean NOT NULL DEFAULT true,
  published_at timestamptz NOT NULL,
  -- Kept equal to the number of news_likes rows by the trigger below, so lists sort by likes
  -- without counting.
  likes_count integer NOT NULL DEFAULT 0 CHECK (likes_count >= 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- The list sorts by date or by likes, either direction (an index serves both directions),
-- with or without a category.
CREATE INDEX news_published_idx ON news (published_at DESC, id DESC) WHERE is_published;
CREATE INDEX news_likes_idx ON news (likes_count DESC, published_at DESC, id DESC) WHERE is_published;
CREATE INDEX news_category_published_idx ON news (category, published_at DESC, id DESC) WHERE is_published;
CREATE INDEX news_category_likes_idx ON news (category, likes_count DESC, published_at DESC, id DESC) WHERE is_published;

CREATE TABLE news_likes (
  news_id bigint NOT NULL REFERENCES news (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES members (id),
  created_at timestamptz NOT NULL,
  -- One like per member and item: a repeated like is a conflict that changes nothing.
  PRIMARY KEY (news_id, member_id)
);
CREATE INDEX news_likes_member_idx ON news_likes (member_id);

-- The count moves only when a like row really appears or disappears (INSERT … ON CONFLICT DO
-- NOTHING fires no trigger), in the same transaction, whoever writes the rows.
CREATE FUNCTION news_likes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE news SET likes_count = likes_count + 1 WHERE id = NEW.news_id;
  ELSE
    UPDATE news SET likes_count = likes_count - 1 WHERE id = OLD.news_id;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER news_likes_count
  AFTER INSERT OR DELETE ON news_likes
  FOR EACH ROW EXECUTE FUNCTION news_likes_count();
