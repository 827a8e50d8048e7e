import type { Env } from '../../config/env.js';
import type { Queryable } from '../../db/types.js';

/** Who gets operators' warnings: the configured addresses, or every active administrator. */
export async function alertRecipients(db: Queryable, env: Env): Promise<string[]> {
  const configured = (env.OPERATOR_ALERT_EMAILS ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (configured.length > 0) return configured;
  const { rows } = await db.query<{ email: string }>(
    `SELECT email FROM operators WHERE role = 'admin' AND disabled_at IS NULL ORDER BY email`,
  );
  return rows.map((r) => r.email);
}

/**
 * Claims the right to send a warning of `kind` now: true at most once per `everyMs` across every
 * process (one statement: two processes that notice it at once do not both send).
 */
export async function claimAlert(db: Queryable, kind: string, now: Date, everyMs: number, details: object): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO operator_alerts (kind, sent_at, details) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (kind) DO UPDATE SET sent_at = EXCLUDED.sent_at, details = EXCLUDED.details
      WHERE operator_alerts.sent_at <= $4`,
    [kind, now, JSON.stringify(details), new Date(now.getTime() - everyMs)],
  );
  return rowCount > 0;
}

/** Forgets a warning once its cause is gone: the next time it comes true it is sent at once. */
export async function clearAlert(db: Queryable, kind: string): Promise<void> {
  await db.query('DELETE FROM operator_alerts WHERE kind = $1', [kind]);
}
