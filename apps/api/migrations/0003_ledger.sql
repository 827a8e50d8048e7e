-- Money: a double-entry ledger in integer kopecks, reward tiers and contracts, banks, withdrawal
-- orders with their status history, and idempotency keys of withdrawal requests.
-- The database itself guarantees the ledger's rules; the code cannot break them by mistake:
--   * entries are append-only (UPDATE/DELETE/TRUNCATE refused);
--   * every ledger transaction has two or more entries summing to zero (checked at COMMIT);
--   * a stored balance changes only through its entries (a trigger applies each entry);
--   * a member's balances never go below zero (CHECK), programme accounts may.

-- Accounts: two per member (created with the member), three of the programme.
CREATE TABLE ledger_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id uuid REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('available', 'frozen', 'rewards', 'payouts', 'adjustments')),
  balance bigint NOT NULL DEFAULT 0,
  -- How many entries the account has: the unfiltered history's totalCount without counting.
  entries_count bigint NOT NULL DEFAULT 0,
  CONSTRAINT ledger_accounts_owner CHECK ((member_id IS NOT NULL) = (kind IN ('available', 'frozen'))),
  CONSTRAINT ledger_accounts_member_nonnegative CHECK (member_id IS NULL OR balance >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_member_kind_uq ON ledger_accounts (member_id, kind) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_programme_kind_uq ON ledger_accounts (kind) WHERE member_id IS NULL;

-- The programme's accounts, then two for each member that exists already.
INSERT INTO ledger_accounts (kind) VALUES ('rewards'), ('payouts'), ('adjustments');
INSERT INTO ledger_accounts (member_id, kind)
  SELECT id, k FROM members CROSS JOIN (VALUES ('available'), ('frozen')) AS kinds (k) ORDER BY id, k;

CREATE FUNCTION ledger_open_member_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (member_id, kind) VALUES (NEW.id, 'available'), (NEW.id, 'frozen');
  RETURN NULL;
END $$;
CREATE TRIGGER members_open_ledger_accounts AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION ledger_open_member_accounts();

-- Monthly reward tiers operators edit: a contract earns the reward of the highest tier whose
-- min_contracts its position within the member's calendar month has reached.
CREATE TABLE reward_tiers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  min_contracts integer NOT NULL UNIQUE CHECK (min_contracts >= 1),
  reward bigint NOT NULL CHECK (reward > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'migration'
);
INSERT INTO reward_tiers (min_contracts, reward) VALUES (1, 50000), (5, 70000), (10, 100000);

-- Subscriber contracts, imported by operators; the reward and tier are fixed at accrual.
CREATE TABLE contracts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  number text NOT NULL UNIQUE CHECK (length(number) BETWEEN 1 AND 64),
  client_name text NOT NULL CHECK (length(client_name) BETWEEN 1 AND 200),
  signed_on date NOT NULL,
  signed_month date NOT NULL GENERATED ALWAYS AS (date_trunc('month', signed_on::timestamp)::date) STORED,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'terminated')),
  member_id uuid NOT NULL REFERENCES members (id),
  -- 1 for the member's first contract of the month, 2 for the second, ...
  position_in_month integer NOT NULL CHECK (position_in_month >= 1),
  tier_min_contracts integer,
  reward bigint NOT NULL CHECK (reward >= 0),
  accrued_at timestamptz NOT NULL,
  UNIQUE (member_id, signed_month, position_in_month)
);

-- SBP participants; ids are the participants' identifiers in the Faster Payments System.
CREATE TABLE banks (
  id text PRIMARY KEY CHECK (id ~ '^[0-9]{12}$'),
  name text NOT NULL UNIQUE,
  short_name text NOT NULL,
  active boolean NOT NULL DEFAULT true
);
INSERT INTO banks (id, name, short_name) VALUES
  ('100000000111', 'Сбербанк', 'Сбер'),
  ('100000000005', 'ВТБ', 'ВТБ'),
  ('100000000004', 'Т-Банк', 'Т-Банк'),
  ('100000000008', 'Альфа-Банк', 'Альфа'),
  ('100000000001', 'Газпромбанк', 'ГПБ'),
  ('100000000007', 'Райффайзенбанк', 'Райффайзен'),
  ('100000000013', 'Совкомбанк', 'Совкомбанк'),
  ('100000000016', 'Почта Банк', 'Почта Банк'),
  ('100000000020', 'Россельхозбанк', 'РСХБ'),
  ('100000000015', 'Открытие', 'Открытие'),
  ('100000000017', 'МТС Банк', 'МТС Банк'),
  ('100000000273', 'Ozon Банк', 'Ozon Банк'),
  ('100000000150', 'Яндекс Банк', 'Яндекс Банк'),
  ('100000000010', 'Промсвязьбанк', 'ПСБ'),
  ('100000000012', 'Росбанк', 'Росбанк'),
  ('100000000026', 'Уралсиб', 'Уралсиб'),
  ('100000000006', 'Ак Барс Банк', 'Ак Барс'),
  ('100000000024', 'Хоум Банк', 'Хоум Банк'),
  ('100000000014', 'Русский Стандарт', 'Русский Стандарт'),
  ('100000000022', 'ЮMoney', 'ЮMoney'),
  ('100000000029', 'Банк Санкт-Петербург', 'БСПБ'),
  ('100000000032', 'Ренессанс Банк', 'Ренессанс'),
  ('100000000025', 'Московский кредитный банк', 'МКБ'),
  ('100000000018', 'ОТП Банк', 'ОТП Банк'),
  ('100000000028', 'Авангард', 'Авангард');

-- Withdrawal requests. `pending` holds the amount on the member's frozen account.
CREATE TABLE withdrawal_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members (id),
  bank_id text NOT NULL REFERENCES banks (id),
  -- The SBP phone the money goes to.
  phone text NOT NULL CHECK (phone ~ '^79[0-9]{9}$'),
  amount bigint NOT NULL CHECK (amount >= 10000),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'rejected', 'cancelled')),
  -- The operator's comment shown to the member (the reason of a rejection).
  operator_comment text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  closed_at timestamptz,
  CHECK ((status = 'pending') = (closed_at IS NULL))
);
CREATE INDEX withdrawal_orders_member_idx ON withdrawal_orders (member_id, created_at DESC, id DESC);
-- The operators' queue and the frozen = pending invariant.
CREATE INDEX withdrawal_orders_pending_idx ON withdrawal_orders (member_id) WHERE status = 'pending';

CREATE TABLE order_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES withdrawal_orders (id),
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'rejected', 'cancelled')),
  comment text,
  -- 'member' or the operator who acted.
  actor text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX order_events_order_idx ON order_events (order_id, id);

-- One ledger transaction per money operation: what happened, to whom, why and by whom.
-- Title and description are the member's statement line, written once like a bank's.
CREATE TABLE ledger_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('reward', 'withdrawal_request', 'payout', 'withdrawal_return', 'adjustment')),
  member_id uuid NOT NULL REFERENCES members (id),
  contract_id bigint REFERENCES contracts (id),
  order_id bigint REFERENCES withdrawal_orders (id),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  reason text,
  -- Who did it: an operator's name for payouts, rejections and adjustments, 'member' or 'system' otherwise.
  actor text NOT NULL,
  created_at timestamptz NOT NULL,
  -- What the history's search reads: one lower-cased text (the description names the contract).
  search_text text NOT NULL GENERATED ALWAYS AS (lower(title || ' ' || description)) STORED,
  CONSTRAINT ledger_transactions_adjustment_audited CHECK (kind <> 'adjustment' OR (coalesce(length(trim(reason)), 0) > 0 AND actor NOT IN ('member', 'system'))),
  CONSTRAINT ledger_transactions_reward_contract CHECK ((kind = 'reward') = (contract_id IS NOT NULL)),
  CONSTRAINT ledger_transactions_order CHECK ((kind IN ('withdrawal_request', 'payout', 'withdrawal_return')) = (order_id IS NOT NULL))
);
CREATE INDEX ledger_transactions_member_idx ON ledger_transactions (member_id, created_at);
CREATE INDEX ledger_transactions_order_idx ON ledger_transactions (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX ledger_transactions_contract_idx ON ledger_transactions (contract_id) WHERE contract_id IS NOT NULL;

-- `kind` and `created_at` repeat the transaction's (a trigger copies them) so that a member's
-- history is read, filtered by category and date and paged from one index alone.
CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  kind text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);
CREATE INDEX ledger_entries_history_idx ON ledger_entries (account_id, created_at DESC, id DESC) INCLUDE (kind);

CREATE FUNCTION ledger_entry_copy_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT kind, created_at INTO NEW.kind, NEW.created_at FROM ledger_transactions WHERE id = NEW.transaction_id;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_entries_copy_transaction BEFORE INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entry_copy_transaction();

-- Append only.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME;
END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- Each entry moves its account's stored balance (and count) in the same database transaction; the
-- CHECK on ledger_accounts refuses at once an entry that would take a member below zero.
CREATE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount, entries_count = entries_count + 1 WHERE id = NEW.account_id;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry();

-- ...and only entries move it: a direct UPDATE of a balance is refused.
CREATE FUNCTION ledger_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.balance, NEW.entries_count) IS DISTINCT FROM (OLD.balance, OLD.entries_count) AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'ledger balances change only through ledger entries';
  END IF;
  IF NEW.member_id IS DISTINCT FROM OLD.member_id OR NEW.kind IS DISTINCT FROM OLD.kind THEN
    RAISE EXCEPTION 'ledger accounts do not change owner or kind';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_balance();

-- At COMMIT: every ledger transaction touched has two or more entries summing to zero.
CREATE FUNCTION ledger_assert_balanced(tx_id bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  n integer;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, n FROM ledger_entries WHERE transaction_id = tx_id;
  IF n < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced: % entries summing to %', tx_id, n, total;
  END IF;
END $$;
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_balanced(NEW.id);
  RETURN NULL;
END $$;
CREATE FUNCTION ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_balanced(NEW.transaction_id);
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balanced();

-- A withdrawal request's answer, kept so that a repeat with the same key gets the same answer.
-- Inserted first in the request's transaction: a parallel repeat waits on the primary key.
CREATE TABLE withdrawal_requests (
  member_id uuid NOT NULL REFERENCES members (id),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, idempotency_key)
);
