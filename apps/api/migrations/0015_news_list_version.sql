-- Performance (decision 0014): the news list's member-independent part (which items, in
-- which order, with their texts) is remembered by the API, keyed by a version that every change
-- of what the list shows raises. Likes are not part of it (they are read fresh with each page), so
-- a like does not raise it; a scheduled item's time coming is handled by the cache itself.
CREATE TABLE news_list_version (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  version bigint NOT NULL
);
INSERT INTO news_list_version (one, version) VALUES (true, 0);

CREATE FUNCTION news_list_version_raise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE news_list_version SET version = version + 1;
  RETURN NULL;
END $$;
CREATE TRIGGER news_list_version_on_insert_delete AFTER INSERT OR DELETE OR TRUNCATE ON news
  FOR EACH STATEMENT EXECUTE FUNCTION news_list_version_raise();
CREATE TRIGGER news_list_version_on_update
  AFTER UPDATE OF slug_id, title, preview, image_file_id, category, is_published, published_at ON news
  FOR EACH STATEMENT EXECUTE FUNCTION news_list_version_raise();
