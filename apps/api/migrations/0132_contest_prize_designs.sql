-- Prize designs (docs/product.md §11.4): besides places, per contract and a threshold, a prize for the
-- top share of each league; a budget the prizes may not exceed, and the leagues' names.
ALTER TABLE contests DROP CONSTRAINT contests_rule_check;
ALTER TABLE contests ADD CONSTRAINT contests_rule_check CHECK (rule IN ('per_contract', 'threshold', 'places', 'top_percent'));
-- top_percent: the share of each league (per cent of its members, rounded down, at least one) that
-- wins, and the prize (kopecks) each of them gets.
ALTER TABLE contests ADD COLUMN top_percent integer CHECK (top_percent BETWEEN 1 AND 50);
ALTER TABLE contests ADD COLUMN top_prize bigint CHECK (top_prize > 0);
ALTER TABLE contests ADD CONSTRAINT contests_top_percent_rule
  CHECK (rule <> 'top_percent' OR (top_percent IS NOT NULL AND top_prize IS NOT NULL));
-- The most the prizes may cost together (kopecks); null: no cap. When the prizes won exceed it at
-- settlement, each is cut in the same proportion, and what they would have cost is kept.
ALTER TABLE contests ADD COLUMN budget bigint CHECK (budget > 0);
ALTER TABLE contests ADD COLUMN uncapped_total bigint CHECK (uncapped_total > 0);
ALTER TABLE contests ADD CONSTRAINT contests_capped_within_budget CHECK (uncapped_total IS NULL OR uncapped_total > budget);
-- The leagues' names, lowest league first (a missing one is «Лига N»), frozen with the bands at the start.
ALTER TABLE contests ADD COLUMN league_names text[] NOT NULL DEFAULT '{}'
  CHECK (cardinality(league_names) <= 10);
