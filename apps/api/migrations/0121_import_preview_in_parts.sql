-- A large file's preview is written in parts, each a transaction of its own, so that the embedded
-- database's one connection answers the members' requests between them (docs/product.md §11): the
-- import is 'uploading' until its last part, seen by nobody, and 'previewed' in the transaction that
-- ends it. An upload a stopped process left behind is removed by the hourly housekeeping.
ALTER TABLE contract_imports DROP CONSTRAINT contract_imports_status_check;
ALTER TABLE contract_imports ADD CONSTRAINT contract_imports_status_check
  CHECK (status IN ('uploading', 'previewed', 'applying', 'applied', 'failed'));
