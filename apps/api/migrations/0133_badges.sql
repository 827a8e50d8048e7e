-- Badges (docs/product.md §11.5): marks at thresholds that matter, defined by operators — a name, an
-- icon of the cabinet's set and a rule — and awarded to a member once, never money. The rules: a
-- number of active contracts, the first contract of a tariff, a finished calendar quarter (Moscow)
-- with contracts and none terminated, a weekly streak of a number of weeks.
CREATE TABLE badges (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 300),
  icon text NOT NULL CHECK (icon IN ('star', 'rocket', 'trophy', 'flame', 'shield', 'medal', 'target', 'crown')),
  rule text NOT NULL CHECK (rule IN ('contracts', 'first_tariff', 'clean_quarter', 'streak')),
  -- contracts: how many; streak: how many weeks.
  threshold integer CHECK (threshold BETWEEN 1 AND 100000),
  -- first_tariff: the tariff's name as operators type it (compared as contests compare tariffs).
  tariff text CHECK (length(trim(tariff)) BETWEEN 1 AND 100),
  -- An archived badge is awarded no more; members keep what they were given.
  archived_at timestamptz,
  created_by uuid NOT NULL REFERENCES operators (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (rule NOT IN ('contracts', 'streak') OR threshold IS NOT NULL),
  CHECK (rule <> 'streak' OR threshold <= 104),
  CHECK (rule <> 'first_tariff' OR tariff IS NOT NULL)
);

-- Each badge a member was given, once.
CREATE TABLE member_badges (
  member_id uuid NOT NULL REFERENCES members (id),
  badge_id bigint NOT NULL REFERENCES badges (id),
  awarded_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, badge_id)
);
CREATE INDEX member_badges_badge_idx ON member_badges (badge_id);
