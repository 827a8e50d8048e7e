-- A member's employment with the company under a labour contract, as an operator recorded it:
-- income paid by a former employer within two years after the employment ended is not НПД income
-- (п. 8 ч. 2 ст. 6 422-ФЗ), so such a member is paid as an individual until then. `ended_on` null:
-- employed now. One row per member; a correction replaces it, a mistake is removed (both audited).
CREATE TABLE member_employment (
  member_id uuid PRIMARY KEY REFERENCES members (id),
  ended_on date,
  recorded_at timestamptz NOT NULL,
  recorded_by uuid NOT NULL REFERENCES operators (id)
);
