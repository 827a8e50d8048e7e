// The company's endpoints as admins keep them: each change audited in its own transaction; the
// secret shown once, when it is made. An address's DNS is asked before the transaction opens: a slow
// resolver holds up nobody else's request.
import type {
  CreateWebhookEndpointBody,
  RotateWebhookSecretBody,
  UpdateWebhookEndpointBody,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookEventType,
} from '@cabinet/contracts';
import { WEBHOOK_ENDPOINTS_MAX } from '@cabinet/contracts';
import type { Env } from '../../config/env.js';
import type { Secrets } from '../../config/secrets.js';
import type { Db, Queryable } from '../../db/types.js';
import type { JobSender } from '../../jobs/queue.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { HostResolver } from '../../lib/resolve-host.js';
import { audit, type AuditActor } from '../audit/service.js';
import { addSecret, newSecret, rotateSecret, secretsKey } from './secrets.js';
import { checkTarget } from './target-guard.js';

export interface WebhookAdminDeps {
  db: Db;
  clock: Clock;
  env: Pick<Env, 'WEBHOOK_ALLOW_PRIVATE_TARGETS'>;
  secrets: Pick<Secrets, 'tokenSecret'>;
  resolveHost: HostResolver;
  jobs: JobSender;
}

export type WebhookAdmin = AuditActor & { operatorId: string };

interface EndpointRow {
  id: number;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  createdBy: string;
  createdAt: Date;
  disabledAt: Date | null;
  deletedAt: Date | null;
  secretCreatedAt: Date;
  previousSecretValidUntil: Date | null;
  pending: number;
  delivered: number;
  failed: number;
}

const SELECT = `SELECT e.id::float8 AS id, e.url, e.description, e.events, e.enabled, o.email AS "createdBy",
    e.created_at AS "createdAt", e.disabled_at AS "disabledAt", e.deleted_at AS "deletedAt",
    (SELECT s.created_at FROM webhook_secrets s WHERE s.endpoint_id = e.id AND s.expires_at IS NULL) AS "secretCreatedAt",
    (SELECT max(s.expires_at) FROM webhook_secrets s WHERE s.endpoint_id = e.id AND s.expires_at > $1) AS "previousSecretValidUntil",
    d.pending, d.delivered, d.failed
  FROM webhook_endpoints e
  JOIN operators o ON o.id = e.created_by
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE m.status = 'pending')::int AS pending,
           count(*) FILTER (WHERE m.status = 'delivered')::int AS delivered,
           count(*) FILTER (WHERE m.status = 'failed')::int AS failed
      FROM webhook_messages m WHERE m.endpoint_id = e.id) d`;

function toEndpoint(r: EndpointRow): WebhookEndpoint {
  return {
    id: r.id,
    url: r.url,
    description: r.description,
    events: r.events,
    enabled: r.enabled,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    disabledAt: r.disabledAt?.toISOString() ?? null,
    deletedAt: r.deletedAt?.toISOString() ?? null,
    secretCreatedAt: r.secretCreatedAt.toISOString(),
    previousSecretValidUntil: r.previousSecretValidUntil?.toISOString() ?? null,
    deliveries: { pending: r.pending, delivered: r.delivered, failed: r.failed },
  };
}

async function readEndpoint(db: Queryable, id: number, now: Date): Promise<WebhookEndpoint> {
  const { rows } = await db.query<EndpointRow>(`${SELECT} WHERE e.id = $2`, [now, id]);
  if (!rows[0]) throw new AppError('not_found');
  return toEndpoint(rows[0]);
}

export async function listEndpoints(db: Queryable, now: Date): Promise<WebhookEndpoint[]> {
  const { rows } = await db.query<EndpointRow>(`${SELECT} WHERE e.deleted_at IS NULL ORDER BY e.id`, [now]);
  return rows.map(toEndpoint);
}

/** An endpoint not deleted, locked for a change; a deleted one is not found. */
async function lockEndpoint(
  tx: Queryable,
  id: number,
): Promise<{ url: string; description: string; events: string[]; enabled: boolean }> {
  const { rows } = await tx.query<{ url: string; description: string; events: string[]; enabled: boolean }>(
    'SELECT url, description, events, enabled FROM webhook_endpoints WHERE id = $1 AND deleted_at IS NULL FOR UPDATE',
    [id],
  );
  if (!rows[0]) throw new AppError('not_found');
  return rows[0];
}

/** Refuses an address that is not https or leads into a non-public network, naming why in `fields.url`. */
async function requireAllowedUrl(deps: WebhookAdminDeps, url: string): Promise<void> {
  const checked = await checkTarget(url, { allowPrivate: deps.env.WEBHOOK_ALLOW_PRIVATE_TARGETS, resolve: deps.resolveHost });
  if (!checked.ok) throw new AppError('webhook_url_refused', { details: { fields: { url: checked.reason } } });
}

export async function createEndpoint(
  deps: WebhookAdminDeps,
  who: WebhookAdmin,
  body: CreateWebhookEndpointBody,
): Promise<WebhookEndpointWithSecret> {
  await requireAllowedUrl(deps, body.url);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // One at a time, so that two admins adding the twentieth cannot make twenty-one.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('webhook_endpoints'))`);
    const { rows: counted } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM webhook_endpoints WHERE deleted_at IS NULL',
    );
    if (counted[0]!.n >= WEBHOOK_ENDPOINTS_MAX) throw new AppError('webhook_endpoints_limit');
    const description = body.description ?? '';
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO webhook_endpoints (url, description, events, created_by, created_at)
       VALUES ($1, $2, $3::text[], $4, $5) RETURNING id::float8 AS id`,
      [body.url, description, body.events, who.operatorId, now],
    );
    const id = rows[0]!.id;
    const secret = newSecret();
    await addSecret(tx, secretsKey(deps.secrets.tokenSecret), id, secret, now);
    await audit(
      tx,
      who,
      {
        action: 'webhook.created',
        targetType: 'webhook_endpoint',
        targetId: id,
        after: { url: body.url, description, events: body.events },
      },
      now,
    );
    return { endpoint: await readEndpoint(tx, id, now), secret };
  });
}

export async function updateEndpoint(
  deps: WebhookAdminDeps,
  who: WebhookAdmin,
  id: number,
  body: UpdateWebhookEndpointBody,
): Promise<WebhookEndpoint> {
  if (body.url !== undefined) await requireAllowedUrl(deps, body.url);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockEndpoint(tx, id);
    const after = {
      url: body.url ?? before.url,
      description: body.description ?? before.description,
      events: body.events ?? before.events,
      enabled: body.enabled ?? before.enabled,
    };
    await tx.query(
      `UPDATE webhook_endpoints
          SET url = $2, description = $3, events = $4::text[], enabled = $5,
              disabled_at = CASE WHEN $5 THEN NULL WHEN enabled THEN $6::timestamptz ELSE disabled_at END
        WHERE id = $1`,
      [id, after.url, after.description, after.events, after.enabled, now],
    );
    await audit(tx, who, { action: 'webhook.updated', targetType: 'webhook_endpoint', targetId: id, before, after }, now);
    return readEndpoint(tx, id, now);
  });
}

export async function rotateEndpointSecret(
  deps: WebhookAdminDeps,
  who: WebhookAdmin,
  id: number,
  body: RotateWebhookSecretBody,
): Promise<WebhookEndpointWithSecret> {
  const now = deps.clock.now();
  const previousUntil = new Date(now.getTime() + body.previousValidHours * 3_600_000);
  return deps.db.transaction(async (tx) => {
    await lockEndpoint(tx, id);
    const secret = await rotateSecret(tx, secretsKey(deps.secrets.tokenSecret), id, previousUntil, now);
    await audit(
      tx,
      who,
      {
        action: 'webhook.secret_rotated',
        targetType: 'webhook_endpoint',
        targetId: id,
        after: { previousValidUntil: previousUntil.toISOString() },
      },
      now,
    );
    return { endpoint: await readEndpoint(tx, id, now), secret };
  });
}

/** Deleted: sent nothing more, retries included; kept with its delivery log. */
export async function deleteEndpoint(deps: WebhookAdminDeps, who: WebhookAdmin, id: number): Promise<WebhookEndpoint> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockEndpoint(tx, id);
    await tx.query(
      `UPDATE webhook_endpoints SET enabled = false, disabled_at = coalesce(disabled_at, $2), deleted_at = $2 WHERE id = $1`,
      [id, now],
    );
    await audit(tx, who, { action: 'webhook.deleted', targetType: 'webhook_endpoint', targetId: id, before }, now);
    return readEndpoint(tx, id, now);
  });
}

/** Whether an endpoint exists, not deleted, and is switched on; not found when it does not exist. */
export async function requireEnabledEndpoint(tx: Queryable, id: number): Promise<void> {
  const { rows } = await tx.query<{ enabled: boolean; deleted: boolean }>(
    'SELECT enabled, deleted_at IS NOT NULL AS deleted FROM webhook_endpoints WHERE id = $1',
    [id],
  );
  if (!rows[0]) throw new AppError('not_found');
  if (!rows[0].enabled || rows[0].deleted) throw new AppError('webhook_endpoint_disabled');
}
