import type { Queryable } from '../db/types.js';
import { AppError } from './app-error.js';

export interface Window {
  /** Counter name, e.g. `code:ip:203.0.113.5`. */
  key: string;
  windowMs: number;
  limit: number;
}

/**
 * Counts one hit in a fixed window kept in the database (shared by every API process) and says
 * whether the limit is exceeded, with the seconds until the window ends.
 */
export async function hitRateLimit(
  db: Queryable,
  { key, windowMs, limit }: Window,
  now: Date,
): Promise<{ exceeded: boolean; retryAfter: number }> {
  const { hits, start } = await countHit(db, key, windowMs, now);
  return { exceeded: hits > limit, retryAfter: Math.ceil((start + windowMs - now.getTime()) / 1000) };
}

/** Counts one hit of `key` in its fixed window (shared by every API process); answers the window's count so far. */
export async function countHit(
  db: Queryable,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ hits: number; start: number }> {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const { rows } = await db.query<{ hits: number }>(
    `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits`,
    [key, new Date(start)],
  );
  return { hits: rows[0]?.hits ?? 1, start };
}

/** Counts a request from `ip` for `action`; past `limit` in the window, refuses it as `rate_limited`. */
export async function limitByAddress(
  db: Queryable,
  now: Date,
  { action, ip, windowMs, limit }: { action: string; ip: string; windowMs: number; limit: number },
): Promise<void> {
  const { exceeded, retryAfter } = await hitRateLimit(db, { key: `${action}:ip:${ip}`, windowMs, limit }, now);
  if (exceeded) throw new AppError('rate_limited', { details: { retryAfter } });
}

/** Drops windows that ended long ago; called now and then, not on every hit. */
export async function sweepRateLimits(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE window_start < $1', [new Date(now.getTime() - 24 * 3_600_000)]);
}
