-- A contest's control group (docs/product.md §11.3): a share of the eligible members held out of it,
-- drawn by the seed recorded when the contest is scheduled, so that after its settlement the
-- contracts of the two groups, during it and the four weeks before, tell whether it lifted sales.
-- A member is held out when the first 32 bits of md5(seed || ':' || member id) modulo 100 fall below
-- the share: anyone with the seed can draw the same group again.
ALTER TABLE contests ADD COLUMN holdout_percent integer NOT NULL DEFAULT 0 CHECK (holdout_percent BETWEEN 0 AND 50);
ALTER TABLE contests ADD COLUMN holdout_seed text;
-- Scheduling records the seed: only a contest never scheduled (a draft, or a draft cancelled) has none.
ALTER TABLE contests ADD CONSTRAINT contests_holdout_seeded
  CHECK (holdout_percent = 0 OR holdout_seed IS NOT NULL OR status IN ('draft', 'cancelled'));

-- The held-out members, each with the league they would have played in, recorded by the start (and
-- by a late enrolment, for a member whose first contract comes during the contest).
CREATE TABLE contest_holdouts (
  contest_id bigint NOT NULL REFERENCES contests (id),
  member_id uuid NOT NULL REFERENCES members (id),
  league int NOT NULL CHECK (league >= 1),
  drawn_at timestamptz NOT NULL,
  PRIMARY KEY (contest_id, member_id)
);
