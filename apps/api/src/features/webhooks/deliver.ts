// One attempt at a message: the address checked again, the body signed by every valid secret and
// posted, the attempt recorded. No transaction is held while the company's server is asked: on the
// embedded database it would hold up every other request.
import type { Env } from '../../config/env.js';
import type { Secrets } from '../../config/secrets.js';
import type { Db, Queryable } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import type { HostResolver } from '../../lib/resolve-host.js';
import { audit } from '../audit/service.js';
import { postWebhook, type AttemptResult } from './post-webhook.js';
import { secretsKey, signatureHeader, validSecrets } from './secrets.js';
import { checkTarget } from './target-guard.js';
import { attemptError } from './texts.js';

export interface DeliveryDeps {
  db: Db;
  clock: Clock;
  env: Pick<Env, 'WEBHOOK_ALLOW_PRIVATE_TARGETS'>;
  secrets: Pick<Secrets, 'tokenSecret'>;
  resolveHost: HostResolver;
}

/**
 * `delivered`: answered 2xx; `retry`: failed, the queue tries again; `failed`: failed its last attempt;
 * `stopped`: failed with no retry — the endpoint is switched off or deleted, or it answered 410 Gone
 * and is switched off now; `skipped`: not this job's to send (delivered already, or a «Повторить»
 * queued another job for it), or it is gone.
 */
export type DeliveryOutcome = { outcome: 'delivered' | 'skipped' | 'stopped' } | { outcome: 'retry' | 'failed'; reason: string };

interface MessageRow {
  id: string;
  status: 'pending' | 'delivered' | 'failed';
  jobId: string | null;
  payload: unknown;
  endpointId: number;
  url: string;
  enabled: boolean;
}

async function findMessage(db: Queryable, id: string): Promise<MessageRow | undefined> {
  const { rows } = await db.query<MessageRow>(
    `SELECT m.id, m.status, m.job_id::text AS "jobId", m.payload, e.id::float8 AS "endpointId", e.url, e.enabled
       FROM webhook_messages m JOIN webhook_endpoints e ON e.id = m.endpoint_id
      WHERE m.id = $1`,
    [id],
  );
  return rows[0];
}

const USER_AGENT = 'agentplus-webhooks/1';

async function attempt(deps: DeliveryDeps, m: MessageRow, signal: AbortSignal): Promise<AttemptResult> {
  const checked = await checkTarget(m.url, { allowPrivate: deps.env.WEBHOOK_ALLOW_PRIVATE_TARGETS, resolve: deps.resolveHost });
  if (!checked.ok) return { httpStatus: null, error: checked.reason, response: '', durationMs: 0 };
  const now = deps.clock.now();
  const secrets = await validSecrets(deps.db, secretsKey(deps.secrets.tokenSecret), m.endpointId, now);
  const body = JSON.stringify(m.payload);
  const headers = {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'webhook-id': m.id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signatureHeader(secrets, m.id, now, body),
  };
  return postWebhook(checked.target, body, headers, { signal });
}

const GONE = 410;
/** Standard Webhooks: delivered is answered 2xx; anything else, a redirect included, is a failure. */
const isDelivered = (r: AttemptResult) => r.httpStatus !== null && r.httpStatus >= 200 && r.httpStatus < 300;

/**
 * 410 Gone is the company's server saying it wants no more of these (Standard Webhooks: the sender
 * should disable the endpoint): switched off, in the audit log as the system's doing. Admins switch it
 * on again when the company asks.
 */
async function switchOffGone(tx: Queryable, endpointId: number, at: Date): Promise<void> {
  const { rowCount } = await tx.query(
    'UPDATE webhook_endpoints SET enabled = false, disabled_at = $2 WHERE id = $1 AND enabled',
    [endpointId, at],
  );
  if (rowCount === 0) return;
  await audit(
    tx,
    { operatorId: null, actor: 'system', ip: null },
    { action: 'webhook.gone', targetType: 'webhook_endpoint', targetId: endpointId, after: { enabled: false, httpStatus: GONE } },
    at,
  );
}

async function record(db: Db, m: MessageRow, r: AttemptResult, at: Date, final: boolean): Promise<void> {
  const delivered = isDelivered(r);
  await db.transaction(async (tx) => {
    if (r.httpStatus === GONE) await switchOffGone(tx, m.endpointId, at);
    await tx.query(
      `INSERT INTO webhook_attempts (message_id, at, http_status, error, duration_ms, response) VALUES ($1, $2, $3, $4, $5, $6)`,
      [m.id, at, r.httpStatus, r.error, r.durationMs, r.response],
    );
    // A delivery stays delivered whatever a slower job of it met meanwhile.
    await tx.query(
      `UPDATE webhook_messages
          SET status = CASE WHEN $2 THEN 'delivered' WHEN $3 THEN 'failed' ELSE 'pending' END,
              delivered_at = CASE WHEN $2 THEN $4::timestamptz END
        WHERE id = $1 AND status <> 'delivered'`,
      [m.id, delivered, final, at],
    );
  });
}

/** What an attempt met, as the job's error (the back office's «Фоновые задачи» shows it). */
const reasonOf = (r: AttemptResult) => r.error ?? `HTTP ${r.httpStatus}`;

export async function deliverMessage(
  deps: DeliveryDeps,
  run: { jobId: string; messageId: string; lastAttempt: boolean; signal: AbortSignal },
): Promise<DeliveryOutcome> {
  const m = await findMessage(deps.db, run.messageId);
  if (!m || m.jobId !== run.jobId || m.status === 'delivered') return { outcome: 'skipped' };
  const at = deps.clock.now();
  if (!m.enabled) {
    await record(deps.db, m, { httpStatus: null, error: attemptError.endpointOff, response: '', durationMs: 0 }, at, true);
    return { outcome: 'stopped' };
  }
  const result = await attempt(deps, m, run.signal);
  const delivered = isDelivered(result);
  const gone = result.httpStatus === GONE;
  await record(deps.db, m, result, at, !delivered && (run.lastAttempt || gone));
  if (delivered) return { outcome: 'delivered' };
  if (gone) return { outcome: 'stopped' };
  return { outcome: run.lastAttempt ? 'failed' : 'retry', reason: reasonOf(result) };
}
