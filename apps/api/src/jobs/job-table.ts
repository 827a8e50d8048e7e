// Reads of pg-boss's job table for the back office and the metrics. The table is pg-boss's own
// (`<schema>.job`, partitioned by queue name): read here, changed only through pg-boss's calls.
import type { JobState } from '@cabinet/contracts';
import { pgErrorCode, type Queryable } from '../db/types.js';

/**
 * `"<schema>".job`: the schema comes from the configuration (a test gives each file its own), so it
 * is quoted as an identifier, its own quotes doubled, never pasted in as it is.
 */
export function jobTable(schema: string): string {
  return `${quoteIdent(schema)}.job`;
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** PostgreSQL's undefined_table. */
const UNDEFINED_TABLE = '42P01';

/**
 * The queue creates its tables at its first start, which does not hold the API up (a database that
 * is down is waited for): until then there are no jobs, rather than an error.
 */
async function beforeFirstStart<T>(read: () => Promise<T>, none: T): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (pgErrorCode(err) === UNDEFINED_TABLE) return none;
    throw err;
  }
}

export interface JobCountRow {
  queue: string;
  state: JobState;
  n: number;
}

/** How many jobs each of `queues` holds in each state (only the states it has). */
export async function countJobs(db: Queryable, schema: string, queues: readonly string[]): Promise<JobCountRow[]> {
  const read = () =>
    db.query<JobCountRow>(
      `SELECT name AS queue, state::text AS state, count(*)::int AS n
         FROM ${jobTable(schema)}
        WHERE name = ANY($1::text[])
        GROUP BY name, state`,
      [[...queues]],
    );
  return (await beforeFirstStart(read, { rows: [], rowCount: 0 })).rows;
}

export interface JobRow {
  id: string;
  queue: string;
  state: JobState;
  retryCount: number;
  retryLimit: number;
  error: string | null;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  startAfter: Date;
}

// The error of the last attempt: pg-boss keeps a thrown error as {name, message, stack} in `output`.
// Only its message leaves the database (a stack names files and lines, nothing for the screen), and
// only for the states where `output` is that error; a completed job's output is its result.
const SELECT = (schema: string) => `SELECT id::text AS id, name AS queue, state::text AS state,
    retry_count AS "retryCount", retry_limit AS "retryLimit",
    CASE WHEN state::text IN ('failed', 'retry') THEN left(output->>'message', 2000) END AS error,
    created_on AS "createdOn", started_on AS "startedOn", completed_on AS "completedOn", start_after AS "startAfter"
  FROM ${jobTable(schema)}`;

/** A page of the jobs of `state` in `queues`, newest first, and how many there are. */
export async function listJobs(
  db: Queryable,
  schema: string,
  filter: { queues: readonly string[]; state: JobState },
  page: { skip: number; take: number },
): Promise<{ rows: JobRow[]; totalCount: number }> {
  const where = `WHERE name = ANY($1::text[]) AND state::text = $2`;
  const params = [[...filter.queues], filter.state];
  const read = async () => {
    const [list, count] = await Promise.all([
      db.query<JobRow>(`${SELECT(schema)} ${where} ORDER BY created_on DESC, id DESC LIMIT $3 OFFSET $4`, [
        ...params,
        page.take,
        page.skip,
      ]),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${jobTable(schema)} ${where}`, params),
    ]);
    return { rows: list.rows, totalCount: count.rows[0]?.n ?? 0 };
  };
  return beforeFirstStart(read, { rows: [], totalCount: 0 });
}

/** One job of a queue; `lock` holds its row until the transaction ends (its state cannot move meanwhile). */
export async function findJob(
  db: Queryable,
  schema: string,
  queue: string,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<JobRow | undefined> {
  const read = () =>
    db.query<JobRow>(`${SELECT(schema)} WHERE name = $1 AND id = $2::uuid${opts.lock ? ' FOR UPDATE' : ''}`, [queue, id]);
  // Inside a transaction the failed statement ends it: the caller answers 404 and rolls it back.
  return (await beforeFirstStart(read, { rows: [], rowCount: 0 })).rows[0];
}

/** When each of `ids`, jobs of `queue` waiting to run (new or after a failed attempt), is due. */
export async function jobsDueAt(
  db: Queryable,
  schema: string,
  queue: string,
  ids: readonly string[],
): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const read = () =>
    db.query<{ id: string; startAfter: Date }>(
      `SELECT id::text AS id, start_after AS "startAfter" FROM ${jobTable(schema)}
        WHERE name = $1 AND id = ANY($2::uuid[]) AND state::text IN ('created', 'retry')`,
      [queue, [...ids]],
    );
  const { rows } = await beforeFirstStart(read, { rows: [], rowCount: 0 });
  return new Map(rows.map((r) => [r.id, r.startAfter]));
}
