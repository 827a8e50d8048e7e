-- НДФЛ in the ledger (decision 0033). The programme's `tax_payable` account holds the tax withheld
-- from (or paid on behalf of) members and owed to the budget; `tax_expense` is what the company
-- pays on top when the programme pays the members' tax itself. Both are programme accounts: no
-- stored balance (migration 0016), a report sums their entries.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('available', 'frozen', 'debt', 'rewards', 'payouts', 'adjustments', 'debts', 'tax_payable', 'tax_expense'));
INSERT INTO ledger_accounts (kind) VALUES ('tax_payable'), ('tax_expense');

-- `tax_withholding`: at a withdrawal request, the part of it that is the member's НДФЛ is set
-- aside (available → frozen) as its own statement line «НДФЛ 13 %» with the order's number; the
-- payout then sends the rest to the bank and the tax to `tax_payable`.
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
  CHECK (kind IN ('reward', 'withdrawal_request', 'payout', 'withdrawal_return', 'adjustment', 'clawback',
                  'contest_prize', 'contest_clawback', 'target_bonus', 'target_clawback', 'tax_withholding'));
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_order;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_order
  CHECK ((kind IN ('withdrawal_request', 'payout', 'withdrawal_return', 'tax_withholding')) = (order_id IS NOT NULL));

-- The tax computed for a withdrawal order when it was requested, one row per rate of the scale
-- the order's income falls in (an order crossing 2.4 M ₽ has a 13 % and a 15 % row). The rows are
-- the 6-НДФЛ register's detail; the amounts that moved are the ledger's, and the two agree (the
-- export's test holds them to the kopeck). Rows of a rejected or cancelled order stay, and are
-- read only while the order is pending or paid.
CREATE TABLE order_taxes (
  order_id bigint NOT NULL REFERENCES withdrawal_orders (id),
  -- The rate in percent (13, 15, 30…).
  rate numeric(5, 2) NOT NULL CHECK (rate > 0 AND rate < 100),
  -- The income taxed at this rate, and the tax, in kopecks.
  base bigint NOT NULL CHECK (base > 0),
  tax bigint NOT NULL CHECK (tax >= 0),
  -- Who bears it: withheld from the member, or paid by the company on top (gross-up).
  payer text NOT NULL CHECK (payer IN ('member', 'company')),
  resident boolean NOT NULL,
  -- The calendar year (Moscow) whose income the order's adds to.
  year int NOT NULL,
  PRIMARY KEY (order_id, rate)
);
CREATE INDEX order_taxes_year_idx ON order_taxes (year, order_id);
