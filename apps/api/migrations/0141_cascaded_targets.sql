-- Targets cascaded through the team structure (decision 0067, docs/product.md §11.7): an admin sets a
-- dealer's target of a month in contracts; it is split to the dealer's points of sale, their teams and
-- the teams' agents on the month's first day, in proportion to the three months before or by hand.
-- One row per node and month: the dealer's (set), and each share below it (split, or fixed by hand —
-- a change above keeps a fixed share and splits the rest among the others).
--
-- A row names its whole path (dealer, point, team, member) so that a dealer's month is read and
-- rewritten by one index; points never change dealer nor teams point (decision 0065), so the path
-- stays true. An agent's share is their personal target of the month (targets.ts), one per member.
CREATE TABLE cascade_targets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The first day of the calendar month.
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  level text NOT NULL CHECK (level IN ('dealer', 'point', 'team', 'agent')),
  dealer_id bigint NOT NULL REFERENCES dealers (id),
  point_id bigint REFERENCES sales_points (id),
  team_id bigint REFERENCES teams (id),
  member_id uuid REFERENCES members (id),
  contracts int NOT NULL CHECK (contracts BETWEEN 0 AND 1000000),
  -- Fixed by hand: kept when the level above changes. A dealer's target is always set, never split.
  by_hand boolean NOT NULL DEFAULT false CHECK (NOT (by_hand AND level = 'dealer')),
  -- Who set the number: the hand's author, or the admin whose change split it.
  set_by uuid NOT NULL REFERENCES operators (id),
  set_at timestamptz NOT NULL,
  CHECK ((point_id IS NULL) = (level = 'dealer')),
  CHECK ((team_id IS NULL) = (level IN ('dealer', 'point'))),
  CHECK ((member_id IS NULL) = (level <> 'agent'))
);
-- One dealer target per dealer and month; one share per point, team and member and month.
CREATE UNIQUE INDEX cascade_targets_dealer_idx ON cascade_targets (dealer_id, month) WHERE level = 'dealer';
CREATE UNIQUE INDEX cascade_targets_point_idx ON cascade_targets (point_id, month) WHERE level = 'point';
CREATE UNIQUE INDEX cascade_targets_team_idx ON cascade_targets (team_id, month) WHERE level = 'team';
CREATE UNIQUE INDEX cascade_targets_agent_idx ON cascade_targets (member_id, month) WHERE level = 'agent';
CREATE INDEX cascade_targets_month_idx ON cascade_targets (month, dealer_id);
