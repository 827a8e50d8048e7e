-- Contests in leagues (decision 0032, product §Конкурсы): an operator's contest with a period in
-- Moscow days, who takes part, a rule and its prizes; leagues fixed at the start from each member's
-- past contracts; standings kept incrementally by the accrual and clawback transactions; prizes
-- paid through the ledger at settlement, once.

-- A contract's tariff, for contests that count contracts of given tariffs only (null: not known).
ALTER TABLE contracts ADD COLUMN tariff text CHECK (tariff IS NULL OR length(tariff) BETWEEN 1 AND 100);

-- Prizes and their clawbacks are ledger operations of their own (their own history line naming
-- the contest), against the programme's rewards account like contract rewards.
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
  CHECK (kind IN ('reward', 'withdrawal_request', 'payout', 'withdrawal_return', 'adjustment', 'clawback',
                  'contest_prize', 'contest_clawback'));

CREATE TABLE contests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  -- The news editor's Markdown.
  description text NOT NULL DEFAULT '',
  -- It rendered and sanitised once, when saved: members' pages read it on every call.
  description_html text NOT NULL DEFAULT '',
  -- Moscow calendar days, both inclusive: a contract signed on one of them counts.
  starts_on date NOT NULL,
  ends_on date NOT NULL CHECK (ends_on >= starts_on),
  -- The instants the period's edges fall on (00:00 of starts_on and 24:00 of ends_on in Moscow).
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  participants text NOT NULL CHECK (participants IN ('all', 'leagues', 'list')),
  -- participants = 'leagues': the leagues (1 = lowest) that take part.
  league_numbers int[] NOT NULL DEFAULT '{}',
  -- participants = 'list': the members who take part.
  member_ids uuid[] NOT NULL DEFAULT '{}',
  -- The least average contracts a month of each league, lowest league first (the first is where
  -- everyone below the second starts), over the `history_months` calendar months before the start.
  league_bands int[] NOT NULL CHECK (cardinality(league_bands) BETWEEN 1 AND 10),
  history_months int NOT NULL CHECK (history_months BETWEEN 1 AND 24),
  rule text NOT NULL CHECK (rule IN ('per_contract', 'threshold', 'places')),
  -- per_contract: kopecks per counted contract.
  points_per_contract bigint CHECK (points_per_contract > 0),
  -- Counted contracts' tariffs (any when empty).
  tariffs text[] NOT NULL DEFAULT '{}',
  -- threshold: the prize (kopecks) for reaching this many contracts.
  threshold_contracts int CHECK (threshold_contracts > 0),
  threshold_prize bigint CHECK (threshold_prize > 0),
  -- places: kopecks for the 1st, 2nd, … place within each league.
  place_prizes bigint[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'running', 'finished', 'settled')),
  created_by uuid NOT NULL REFERENCES operators (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  started_at timestamptz,
  finished_at timestamptz,
  settled_at timestamptz,
  reminded_at timestamptz,
  CHECK (rule <> 'per_contract' OR points_per_contract IS NOT NULL),
  CHECK (rule <> 'threshold' OR (threshold_contracts IS NOT NULL AND threshold_prize IS NOT NULL)),
  CHECK (rule <> 'places' OR cardinality(place_prizes) BETWEEN 1 AND 20)
);
CREATE INDEX contests_live_idx ON contests (starts_on, ends_on) WHERE status IN ('scheduled', 'running', 'finished');

-- Who takes part, in which league (fixed at the start), and their score: counted contracts.
CREATE TABLE contest_members (
  contest_id bigint NOT NULL REFERENCES contests (id),
  member_id uuid NOT NULL REFERENCES members (id),
  league int NOT NULL CHECK (league >= 1),
  score int NOT NULL DEFAULT 0 CHECK (score >= 0),
  joined_at timestamptz NOT NULL,
  PRIMARY KEY (contest_id, member_id)
);
-- The top of a league.
CREATE INDEX contest_members_standing_idx ON contest_members (contest_id, league, score DESC, joined_at, member_id);
CREATE INDEX contest_members_member_idx ON contest_members (member_id);

-- How many members of a league have each score: a member's place is 1 + the members above, read
-- from a handful of rows however large the league (decision 0032).
CREATE TABLE contest_score_counts (
  contest_id bigint NOT NULL REFERENCES contests (id),
  league int NOT NULL,
  score int NOT NULL,
  members int NOT NULL CHECK (members >= 0),
  PRIMARY KEY (contest_id, league, score)
);

-- The contracts a contest counted; withdrawn when the contract is cancelled.
CREATE TABLE contest_contracts (
  contest_id bigint NOT NULL REFERENCES contests (id),
  contract_id bigint NOT NULL REFERENCES contracts (id),
  member_id uuid NOT NULL REFERENCES members (id),
  withdrawn_at timestamptz,
  PRIMARY KEY (contest_id, contract_id)
);
CREATE INDEX contest_contracts_contract_idx ON contest_contracts (contract_id);

-- The prizes of a settled contest: one row per member at most, paid once.
CREATE TABLE contest_prizes (
  contest_id bigint NOT NULL REFERENCES contests (id),
  member_id uuid NOT NULL REFERENCES members (id),
  league int NOT NULL,
  place int,
  score int NOT NULL,
  -- Kopecks won; what later cancellations took back is `clawed_back`.
  amount bigint NOT NULL CHECK (amount > 0),
  clawed_back bigint NOT NULL DEFAULT 0 CHECK (clawed_back >= 0 AND clawed_back <= amount),
  -- awaiting_approval: above the payout approval threshold, waits for an admin other than the
  -- contest's author (maker–checker, decision 0012).
  status text NOT NULL CHECK (status IN ('paid', 'awaiting_approval')),
  transaction_id bigint REFERENCES ledger_transactions (id),
  approved_by uuid REFERENCES operators (id),
  created_at timestamptz NOT NULL,
  paid_at timestamptz,
  PRIMARY KEY (contest_id, member_id),
  CHECK ((status = 'paid') = (transaction_id IS NOT NULL))
);
CREATE INDEX contest_prizes_waiting_idx ON contest_prizes (created_at) WHERE status = 'awaiting_approval';
