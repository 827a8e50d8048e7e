-- Supervisor overrides (docs/product.md §11.6, decision 0069): a month's rule pays the supervisor of the
-- team an agent was in on a contract's signing day a share of that contract's reward.
--
-- The rule of a month, set next to its tier table, holds for later months until one has its own (as the
-- tier tables do). A percent with two decimals is kept as hundredths of a percent: 1250 is 12,50 %.
CREATE TABLE supervisor_override_rules (
  month date PRIMARY KEY CHECK (month = date_trunc('month', month)::date),
  basis_points integer NOT NULL CHECK (basis_points BETWEEN 0 AND 5000),
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);

-- Each override decided when its contract's reward was (a decision that fixes where money goes is kept
-- with it): the supervisor, the rule and the amount do not move when the structure or the rule changes
-- later. Posted with the reward, or when a held reward is released; a contract cancelled inside its hold
-- never posts it.
CREATE TABLE supervisor_overrides (
  contract_id bigint PRIMARY KEY REFERENCES contracts (id),
  supervisor_id uuid NOT NULL REFERENCES members (id),
  team_id bigint NOT NULL REFERENCES teams (id),
  basis_points integer NOT NULL CHECK (basis_points BETWEEN 1 AND 5000),
  -- Kopecks: the agent's reward, and the share of it, rounded half-up to a kopeck.
  reward bigint NOT NULL CHECK (reward > 0),
  amount bigint NOT NULL CHECK (amount > 0 AND amount <= reward),
  decided_at timestamptz NOT NULL
);
CREATE INDEX supervisor_overrides_supervisor_idx ON supervisor_overrides (supervisor_id);

-- Two ledger kinds of their own: the override and its taking back. Both name the agent's contract, and
-- each is posted once per contract.
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
  CHECK (kind IN ('reward', 'withdrawal_request', 'payout', 'withdrawal_return', 'adjustment', 'clawback',
                  'contest_prize', 'contest_clawback', 'target_bonus', 'target_clawback', 'tax_withholding',
                  'dispute_credit', 'supervisor_override', 'supervisor_override_clawback'));
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_reward_contract;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_reward_contract
  CHECK (CASE kind WHEN 'reward' THEN contract_id IS NOT NULL
                   WHEN 'clawback' THEN contract_id IS NOT NULL
                   WHEN 'dispute_credit' THEN true
                   WHEN 'supervisor_override' THEN contract_id IS NOT NULL
                   WHEN 'supervisor_override_clawback' THEN contract_id IS NOT NULL
                   ELSE contract_id IS NULL END);
CREATE UNIQUE INDEX ledger_transactions_override_uq ON ledger_transactions (contract_id) WHERE kind = 'supervisor_override';
CREATE UNIQUE INDEX ledger_transactions_override_clawback_uq ON ledger_transactions (contract_id)
  WHERE kind = 'supervisor_override_clawback';

-- A raise of the rule is money one admin creates (decision 0041): the approvals door's kind.
ALTER TABLE approvals DROP CONSTRAINT approvals_kind_check;
ALTER TABLE approvals ADD CONSTRAINT approvals_kind_check
  CHECK (kind IN ('employment', 'import_hold', 'tax_settings', 'settings', 'operator_change', 'target', 'tiers',
                  'contest_prizes', 'dispute_credit', 'adjustment', 'period_close', 'desk_payout', 'partner_key',
                  'team_supervisor', 'supervisor_override'));
