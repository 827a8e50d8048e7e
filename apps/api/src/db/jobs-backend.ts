import type { PGlite } from '@electric-sql/pglite';

// Beside the database it belongs to: a database says where its job queue lives (`Db.jobsBackend`),
// and the job queue (`jobs/`) is built on the database, never the other way round (decision 0007).

/**
 * Where the job queue keeps its tables: the embedded database itself (pg-boss's PGlite adapter
 * over the same instance, so a job is queued in the transaction of the change that needs it), or
 * the PostgreSQL server through a small pool of pg-boss's own.
 */
export type JobsBackend =
  | { kind: 'pglite'; pglite: PGlite; schema: string }
  | { kind: 'postgres'; url: string; schema: string; connectTimeoutMs: number };

/** The queue's schema unless a test gives each file its own. */
export const JOBS_SCHEMA = 'pgboss';
