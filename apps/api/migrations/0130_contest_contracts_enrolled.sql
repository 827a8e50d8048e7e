-- A contract a contest counts belongs to a member enrolled in it: one reference to the member's
-- enrolment holds what the two references to the contest and to the member held, and more. Each
-- reference is checked once per counted contract, and an import of 100 000 contracts during a
-- contest spent more on those checks than on writing the rows (docs/performance.md, bench:contests).
ALTER TABLE contest_contracts DROP CONSTRAINT contest_contracts_contest_id_fkey;
ALTER TABLE contest_contracts DROP CONSTRAINT contest_contracts_member_id_fkey;
ALTER TABLE contest_contracts ADD CONSTRAINT contest_contracts_enrolment_fkey
  FOREIGN KEY (contest_id, member_id) REFERENCES contest_members (contest_id, member_id);
