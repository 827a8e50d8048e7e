-- A tax regime that lowers the tax the company withholds applies only once verified (decision
-- 0043); one ИНН belongs to one member.
--
-- 1. What ФНС's register of entrepreneurs (ЕГРИП, egrul.nalog.ru) answered about the ИНН a member
--    declared as an ИП: the last check per member. `found` false: no ИП with this ИНН; `ended_on`:
--    the date the ИП stopped its activity; `name`: the ФИО the register holds, matched to the
--    member's confirmed identity. `answered` false: the service did not answer (nothing is known).
CREATE TABLE member_egrip_checks (
  member_id uuid PRIMARY KEY REFERENCES members (id),
  inn text NOT NULL CHECK (inn ~ '^[0-9]{12}$'),
  answered boolean NOT NULL,
  found boolean NOT NULL DEFAULT false,
  name text,
  ogrnip text CHECK (ogrnip ~ '^[0-9]{15}$'),
  registered_on text,
  ended_on text,
  checked_at timestamptz NOT NULL,
  CHECK (answered OR NOT found)
);

-- 2. A member's claim of an ИНН that another member holds is refused and kept for the operators
--    (the back office's tax screen): who claimed it, who holds it, when.
CREATE TABLE tax_inn_refused_claims (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members (id),
  inn text NOT NULL,
  holder_member_id uuid NOT NULL REFERENCES members (id),
  regime text NOT NULL,
  refused_at timestamptz NOT NULL
);
CREATE INDEX tax_inn_refused_claims_at_idx ON tax_inn_refused_claims (refused_at DESC, id DESC);

-- 3. Profiles that already share an ИНН: the earliest claim keeps it; each later one is refused as
--    a new claim would be (recorded above) and its member is paid as an individual again, the
--    regime they had before they said otherwise.
WITH ranked AS (
  SELECT member_id, inn, regime, changed_at,
         first_value(member_id) OVER (PARTITION BY inn ORDER BY changed_at, member_id) AS holder
    FROM member_tax_profiles
   WHERE inn IS NOT NULL
), later AS (
  SELECT * FROM ranked WHERE member_id <> holder
), logged AS (
  INSERT INTO tax_inn_refused_claims (member_id, inn, holder_member_id, regime, refused_at)
  SELECT member_id, inn, holder, regime, now() FROM later
  RETURNING member_id
)
UPDATE member_tax_profiles p SET regime = 'individual', inn = NULL
  FROM later l WHERE p.member_id = l.member_id;

CREATE UNIQUE INDEX member_tax_profiles_inn_uq ON member_tax_profiles (inn) WHERE inn IS NOT NULL;

-- 4. Limits the law sets per person are counted per ИНН: the receipts of an ИНН in a year.
CREATE INDEX payout_receipts_inn_idx ON payout_receipts (inn, registered_at);
