-- The withdrawal desk (docs/product.md §12): maker–checker of large payouts. A payment at or above the
-- programme's approval threshold is first recorded here by its maker (the order stays pending for
-- the member); a second, different operator's approval pays it. One row per order: a second maker
-- is refused by the primary key as well as by the order's row lock.
CREATE TABLE desk_payout_approvals (
  order_id bigint PRIMARY KEY REFERENCES withdrawal_orders (id),
  maker_id uuid NOT NULL REFERENCES operators (id),
  maker_email text NOT NULL,
  made_at timestamptz NOT NULL,
  checker_id uuid REFERENCES operators (id),
  checker_email text,
  checked_at timestamptz,
  CHECK ((checker_id IS NULL) = (checked_at IS NULL) AND (checker_id IS NULL) = (checker_email IS NULL)),
  -- The database too refuses a maker approving their own payment.
  CONSTRAINT desk_payout_approvals_checker_not_maker CHECK (checker_id IS NULL OR checker_id <> maker_id)
);
-- The approvals queue: recorded payments still waiting for their checker.
CREATE INDEX desk_payout_approvals_waiting_idx ON desk_payout_approvals (made_at) WHERE checker_id IS NULL;
-- The desk's closed lists and the register read orders by when they were closed.
CREATE INDEX withdrawal_orders_closed_idx ON withdrawal_orders (status, closed_at) WHERE closed_at IS NOT NULL;
CREATE INDEX withdrawal_orders_pending_created_idx ON withdrawal_orders (created_at, id) WHERE status = 'pending';
