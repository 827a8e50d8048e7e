-- Operators limited to dealers (decision 0066): an operator with rows here sees only the members of
-- these dealers' teams; without rows, every member. An admin is never limited: the row names the
-- operator's role, which can only be 'operator', and the foreign key ties it to the account's role,
-- so the database refuses to limit an admin and to promote a limited operator before their dealers
-- are removed (the promotion's approval removes them first).
ALTER TABLE operators ADD CONSTRAINT operators_id_role_uq UNIQUE (id, role);

CREATE TABLE operator_dealers (
  operator_id uuid NOT NULL,
  operator_role text NOT NULL DEFAULT 'operator' CHECK (operator_role = 'operator'),
  dealer_id bigint NOT NULL REFERENCES dealers (id),
  PRIMARY KEY (operator_id, dealer_id),
  FOREIGN KEY (operator_id, operator_role) REFERENCES operators (id, role)
);
CREATE INDEX operator_dealers_dealer_idx ON operator_dealers (dealer_id);
