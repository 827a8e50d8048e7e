import type { PGlite } from '@electric-sql/pglite';

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
