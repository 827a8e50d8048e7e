-- Team contests (decision 0070, docs/product.md §11.8): teams compete in leagues of teams with similar
-- results per agent; a contract counts for the team its agent was in on its signing day (decision
-- 0065); the team's score is its counted contracts per agent over the days of the contest, and its
-- prize is split among its agents by the rule the contest fixed up front.
ALTER TABLE contests ADD COLUMN kind text NOT NULL DEFAULT 'individual' CHECK (kind IN ('individual', 'team'));
-- How a team's prize is shared: equally, or in proportion to each agent's counted contracts; either
-- way only agents with a counted contract for the team share it.
ALTER TABLE contests ADD COLUMN team_split text CHECK (team_split IN ('equal', 'contribution'));
ALTER TABLE contests ADD CONSTRAINT contests_team_split CHECK ((kind = 'team') = (team_split IS NOT NULL));
-- A team contest pays places or a threshold of contracts per agent, to every team or chosen leagues,
-- without a control group (the draw holds out members, not teams).
ALTER TABLE contests ADD CONSTRAINT contests_team_design CHECK (
  kind <> 'team' OR (rule IN ('places', 'threshold') AND participants IN ('all', 'leagues') AND holdout_percent = 0)
);

-- The teams in a contest, each in its league (fixed at the start, or at a late team's first counted
-- contract), with the contracts counted for it so far: the accrual and the clawback move them.
CREATE TABLE contest_teams (
  contest_id bigint NOT NULL REFERENCES contests (id),
  team_id bigint NOT NULL REFERENCES teams (id),
  league int NOT NULL CHECK (league >= 1),
  contracts int NOT NULL DEFAULT 0 CHECK (contracts >= 0),
  joined_at timestamptz NOT NULL,
  PRIMARY KEY (contest_id, team_id)
);
CREATE INDEX contest_teams_league_idx ON contest_teams (contest_id, league);
CREATE INDEX contest_teams_team_idx ON contest_teams (team_id);

-- Each agent's counted contracts for a team: their contribution, which the split reads. An agent who
-- moved during the contest has a row for each team they sold for.
CREATE TABLE contest_team_agents (
  contest_id bigint NOT NULL,
  team_id bigint NOT NULL,
  member_id uuid NOT NULL REFERENCES members (id),
  contracts int NOT NULL DEFAULT 0 CHECK (contracts >= 0),
  PRIMARY KEY (contest_id, team_id, member_id),
  FOREIGN KEY (contest_id, team_id) REFERENCES contest_teams (contest_id, team_id)
);
CREATE INDEX contest_team_agents_member_idx ON contest_team_agents (member_id);

-- The contracts a team contest counted, each for the team of its signing day; withdrawn when cancelled.
CREATE TABLE contest_team_contracts (
  contest_id bigint NOT NULL,
  contract_id bigint NOT NULL REFERENCES contracts (id),
  team_id bigint NOT NULL,
  member_id uuid NOT NULL,
  withdrawn_at timestamptz,
  PRIMARY KEY (contest_id, contract_id),
  FOREIGN KEY (contest_id, team_id, member_id) REFERENCES contest_team_agents (contest_id, team_id, member_id)
);
CREATE INDEX contest_team_contracts_contract_idx ON contest_team_contracts (contract_id);

-- A settled team contest's prizes: one row per winning team, as settlement computed it (after the
-- budget's cut), and its agents' shares, each paid once through the ledger.
CREATE TABLE contest_team_prizes (
  contest_id bigint NOT NULL REFERENCES contests (id),
  team_id bigint NOT NULL REFERENCES teams (id),
  league int NOT NULL,
  place int,
  contracts int NOT NULL,
  -- Counted contracts per agent, to the hundredth, as ranked.
  score numeric(12, 2) NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (contest_id, team_id)
);

CREATE TABLE contest_team_shares (
  contest_id bigint NOT NULL,
  team_id bigint NOT NULL,
  member_id uuid NOT NULL REFERENCES members (id),
  -- The agent's counted contracts for the team when settled: the contribution the split read.
  contracts int NOT NULL CHECK (contracts >= 1),
  amount bigint NOT NULL CHECK (amount > 0),
  clawed_back bigint NOT NULL DEFAULT 0 CHECK (clawed_back >= 0 AND clawed_back <= amount),
  status text NOT NULL CHECK (status IN ('paid', 'awaiting_approval', 'refused')),
  transaction_id bigint REFERENCES ledger_transactions (id),
  approved_by uuid REFERENCES operators (id),
  refused_by uuid REFERENCES operators (id),
  refused_at timestamptz,
  refusal_reason text CHECK (length(refusal_reason) <= 500),
  created_at timestamptz NOT NULL,
  paid_at timestamptz,
  PRIMARY KEY (contest_id, team_id, member_id),
  FOREIGN KEY (contest_id, team_id) REFERENCES contest_team_prizes (contest_id, team_id),
  CHECK ((status = 'paid') = (transaction_id IS NOT NULL)),
  CHECK ((status = 'refused') = (refusal_reason IS NOT NULL))
);
CREATE INDEX contest_team_shares_member_idx ON contest_team_shares (member_id);
