-- Corrections of a member's balance proposed by one admin and applied only when a second admin
-- approves (maker–checker). The ledger transaction exists from the approval on.
CREATE TABLE balance_adjustments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members (id),
  -- Kopecks, signed: + credits the member's available balance.
  amount bigint NOT NULL CHECK (amount <> 0),
  reason text NOT NULL CHECK (length(trim(reason)) BETWEEN 3 AND 500),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'applied', 'rejected')),
  requested_by uuid NOT NULL REFERENCES operators (id),
  requested_at timestamptz NOT NULL,
  decided_by uuid REFERENCES operators (id),
  decided_at timestamptz,
  decision_note text,
  transaction_id bigint REFERENCES ledger_transactions (id),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK ((status = 'pending') = (decided_by IS NULL)),
  -- The database, not only the code, refuses a maker approving their own request.
  CHECK (decided_by IS NULL OR decided_by <> requested_by),
  CHECK ((status = 'applied') = (transaction_id IS NOT NULL))
);
CREATE INDEX balance_adjustments_status_idx ON balance_adjustments (status, requested_at DESC);
CREATE INDEX balance_adjustments_member_idx ON balance_adjustments (member_id, requested_at DESC);

-- Members found by name in the back office's search.
CREATE INDEX members_last_name_idx ON members (lower(last_name));
