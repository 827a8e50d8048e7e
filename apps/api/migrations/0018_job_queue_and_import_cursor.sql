-- The contracts import is applied by a job of the job queue (decision 0027): each batch commits
-- with the line it reached and what it counted, so a run that stops (a crash, a restart, a failed
-- attempt) is carried on by the next attempt from there, counting nothing twice.
ALTER TABLE contract_imports
  ADD COLUMN applied_line integer NOT NULL DEFAULT 0,
  ADD COLUMN applied_counts jsonb NOT NULL DEFAULT '{"accrued":0,"cancelled":0,"updated":0,"skipped":0,"pointsKopecks":0}';
