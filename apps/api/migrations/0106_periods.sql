-- Closed months and the agents' documents (docs/product.md «Закрытие месяца»). An admin proposes to
-- close an ended month, another admin closes it (maker–checker); from then no ledger line may be
-- dated inside it, and each member with activity in it has the month's document: the statement as
-- it stood, frozen in `content`, with the SHA-256 of that content (what a signature is given to).
CREATE TABLE periods (
  month date PRIMARY KEY CHECK (extract(day FROM month) = 1),
  status text NOT NULL CHECK (status IN ('pending', 'closed')),
  -- The month's first and last instants, Moscow time: the ledger's guard compares with them.
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  requested_by uuid NOT NULL REFERENCES operators (id),
  requested_at timestamptz NOT NULL,
  closed_by uuid REFERENCES operators (id),
  closed_at timestamptz,
  CHECK ((status = 'closed') = (closed_by IS NOT NULL AND closed_at IS NOT NULL))
);

CREATE TABLE period_documents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  month date NOT NULL REFERENCES periods (month),
  member_id uuid NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('agent_report', 'npd_act')),
  -- json, not jsonb: the text is kept as it was hashed, so sha256(content::text) = hash.
  content json NOT NULL,
  hash text NOT NULL CHECK (hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL,
  objection_until timestamptz NOT NULL,
  signed_at timestamptz,
  UNIQUE (month, member_id)
);
CREATE INDEX period_documents_member_idx ON period_documents (member_id, month DESC);

-- No line of the ledger is dated inside a closed month: a late import or a correction is its own
-- line of the open month. Posting always uses the moment it happens; this refuses a backdated one.
-- Checked once per statement over its new rows, so that an import posting thousands of lines at
-- once asks once.
CREATE FUNCTION ledger_refuse_closed_period() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  dated timestamptz;
BEGIN
  SELECT n.created_at INTO dated FROM new_transactions n
    JOIN periods p ON p.status = 'closed' AND n.created_at >= p.starts_at AND n.created_at < p.ends_at
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'period_closed: a ledger line dated % falls in a closed month', dated USING ERRCODE = 'P0001';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_transactions_closed_period AFTER INSERT ON ledger_transactions
  REFERENCING NEW TABLE AS new_transactions FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_closed_period();
