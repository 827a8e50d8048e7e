-- A closed month's documents are made by a job after the close (decision 0047): the month is locked
-- at once, in the admin's request, and its documents follow in batches of their own transactions, so
-- that a programme of thousands of agents closes a month without one long request. The time the last
-- of them was made says they are all there.
ALTER TABLE periods ADD COLUMN documents_made_at timestamptz;
UPDATE periods SET documents_made_at = closed_at WHERE status = 'closed';
ALTER TABLE periods ADD CONSTRAINT periods_documents_made CHECK (documents_made_at IS NULL OR status = 'closed');
