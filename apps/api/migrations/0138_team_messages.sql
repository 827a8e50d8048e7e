-- The supervisor's «Команда» (docs/product.md §12h, decision 0065): the short messages a supervisor sends
-- the agents of their team. Each row is one message as it left: the team, who sent it, the text, the
-- agents it reached (those in the team that day; each got a notification) and when. The daily limit
-- counts a supervisor's rows of the Moscow day under a lock of their member row.
CREATE TABLE team_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  team_id bigint NOT NULL REFERENCES teams (id),
  supervisor_id uuid NOT NULL REFERENCES members (id),
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
  recipients uuid[] NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX team_messages_supervisor_idx ON team_messages (supervisor_id, sent_at);

-- The team's page reads each agent's contracts of the days they were in the team: a range of days of
-- one member, answered from the index instead of every contract of theirs.
CREATE INDEX IF NOT EXISTS contracts_member_signed_idx ON contracts (member_id, signed_on);
