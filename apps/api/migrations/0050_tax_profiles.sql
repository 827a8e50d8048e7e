-- A member's tax profile (decision 0033): the regime the programme pays them under, their ИНН
-- (12 digits for a person; its check digits are verified by the API) and their tax residency.
-- A member without a row is paid as an individual resident: НДФЛ withheld by the company as
-- their tax agent, the regime a member has before they say otherwise.
CREATE TABLE member_tax_profiles (
  member_id uuid PRIMARY KEY REFERENCES members (id),
  regime text NOT NULL CHECK (regime IN ('individual', 'self_employed', 'entrepreneur')),
  inn text CHECK (inn ~ '^[0-9]{12}$'),
  resident boolean NOT NULL DEFAULT true,
  changed_at timestamptz NOT NULL,
  -- The self-employed and entrepreneurs are paid to their own ИНН: it is required for them.
  CHECK (regime = 'individual' OR inn IS NOT NULL)
);
