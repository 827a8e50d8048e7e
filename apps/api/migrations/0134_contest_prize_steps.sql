-- Prizes for steps of contracts (docs/product.md §11.4): «10 договоров — 5 000 б., 20 — 12 000 б.»;
-- a member gets the prize of the highest step reached. Steps ascend in both contracts and prize.
ALTER TABLE contests DROP CONSTRAINT contests_rule_check;
ALTER TABLE contests ADD CONSTRAINT contests_rule_check
  CHECK (rule IN ('per_contract', 'threshold', 'places', 'top_percent', 'steps'));
ALTER TABLE contests ADD COLUMN step_contracts integer[] NOT NULL DEFAULT '{}';
ALTER TABLE contests ADD COLUMN step_prizes bigint[] NOT NULL DEFAULT '{}';
ALTER TABLE contests ADD CONSTRAINT contests_steps_rule CHECK (
  rule <> 'steps' OR (cardinality(step_contracts) BETWEEN 2 AND 10 AND cardinality(step_prizes) = cardinality(step_contracts))
);
