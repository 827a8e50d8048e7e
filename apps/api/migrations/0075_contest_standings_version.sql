-- A contest's standings version (decision 0032): raised in every transaction that changes a
-- member's league or score in the contest, so that an API process may keep a league's histogram
-- and top ten and use them only while the version it reads with the member's row is theirs.
-- A table of its own: the contest's row is held FOR SHARE by every import counting into it.
CREATE TABLE contest_standings (
  contest_id bigint PRIMARY KEY REFERENCES contests (id) ON DELETE CASCADE,
  version bigint NOT NULL
);
