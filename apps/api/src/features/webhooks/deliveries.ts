// An endpoint's delivery log (newest first, each message with its attempts), «Повторить» and the test
// event. When a waiting message is next tried is read from the job queue, which decides it.
import {
  WEBHOOK_TEST_EVENT,
  type ListWebhookDeliveriesQuery,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookMessageType,
} from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { jobsDueAt } from '../../jobs/job-table.js';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../audit/service.js';
import { deliverWebhookJob } from './delivery-job.js';
import { emitToEndpoint } from './emit.js';
import { requireEnabledEndpoint, type WebhookAdmin, type WebhookAdminDeps } from './endpoints.js';
import { queueDelivery } from './queue-delivery.js';

/** Where the job queue keeps its jobs: the schema the app's queue was given. */
export type DeliveryLogDeps = Pick<WebhookAdminDeps, 'db' | 'clock' | 'jobs'> & { jobsSchema: string };

interface MessageRow {
  id: string;
  type: WebhookMessageType;
  payload: unknown;
  createdAt: Date;
  status: WebhookDeliveryStatus;
  jobId: string | null;
}

interface AttemptRow {
  messageId: string;
  at: Date;
  httpStatus: number | null;
  error: string | null;
  durationMs: number;
  response: string;
}

const SELECT_MESSAGES = `SELECT m.id, m.event_type AS type, m.payload, m.created_at AS "createdAt", m.status, m.job_id::text AS "jobId"
  FROM webhook_messages m`;

async function toDeliveries(db: Queryable, schema: string, messages: MessageRow[]): Promise<WebhookDelivery[]> {
  const ids = messages.map((m) => m.id);
  const { rows: attempts } = await db.query<AttemptRow>(
    `SELECT message_id AS "messageId", at, http_status AS "httpStatus", error, duration_ms AS "durationMs", response
       FROM webhook_attempts WHERE message_id = ANY($1::text[]) ORDER BY at DESC, id DESC`,
    [ids],
  );
  const byMessage = new Map<string, WebhookAttempt[]>();
  for (const { messageId, at, ...a } of attempts) {
    const list = byMessage.get(messageId) ?? [];
    list.push({ ...a, at: at.toISOString() });
    byMessage.set(messageId, list);
  }
  const waiting = messages.filter((m) => m.status === 'pending' && m.jobId !== null).map((m) => m.jobId!);
  const due = await jobsDueAt(db, schema, deliverWebhookJob.name, waiting);
  return messages.map((m) => ({
    id: m.id,
    type: m.type,
    payload: m.payload,
    createdAt: m.createdAt.toISOString(),
    status: m.status,
    nextAttemptAt: (m.jobId !== null && m.status === 'pending' ? due.get(m.jobId)?.toISOString() : undefined) ?? null,
    attempts: byMessage.get(m.id) ?? [],
  }));
}

async function readDelivery(db: Queryable, schema: string, endpointId: number, messageId: string): Promise<WebhookDelivery> {
  const { rows } = await db.query<MessageRow>(`${SELECT_MESSAGES} WHERE m.id = $1 AND m.endpoint_id = $2`, [
    messageId,
    endpointId,
  ]);
  if (!rows[0]) throw new AppError('not_found');
  return (await toDeliveries(db, schema, rows))[0]!;
}

export async function listDeliveries(
  deps: DeliveryLogDeps,
  endpointId: number,
  query: Required<Pick<ListWebhookDeliveriesQuery, 'skipCount' | 'maxResultCount'>> & { status?: WebhookDeliveryStatus },
): Promise<{ deliveries: WebhookDelivery[]; totalCount: number }> {
  const { rows: found } = await deps.db.query('SELECT 1 FROM webhook_endpoints WHERE id = $1', [endpointId]);
  if (found.length === 0) throw new AppError('not_found');
  const where = `WHERE m.endpoint_id = $1 AND ($2::text IS NULL OR m.status = $2)`;
  const params = [endpointId, query.status ?? null];
  const [page, count] = await Promise.all([
    deps.db.query<MessageRow>(`${SELECT_MESSAGES} ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT $3 OFFSET $4`, [
      ...params,
      query.maxResultCount,
      query.skipCount,
    ]),
    deps.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM webhook_messages m ${where}`, params),
  ]);
  return { deliveries: await toDeliveries(deps.db, deps.jobsSchema, page.rows), totalCount: count.rows[0]!.n };
}

/** «Повторить»: the message again, now, with the same id and a fresh three days of retries. */
export async function redeliver(
  deps: DeliveryLogDeps,
  who: WebhookAdmin,
  endpointId: number,
  messageId: string,
): Promise<WebhookDelivery> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: WebhookDeliveryStatus }>(
      'SELECT status FROM webhook_messages WHERE id = $1 AND endpoint_id = $2 FOR UPDATE',
      [messageId, endpointId],
    );
    if (!rows[0]) throw new AppError('not_found');
    await requireEnabledEndpoint(tx, endpointId);
    await queueDelivery(tx, deps.jobs, messageId);
    await audit(
      tx,
      who,
      {
        action: 'webhook.redelivered',
        targetType: 'webhook_message',
        targetId: messageId,
        before: { status: rows[0].status },
        after: { endpointId },
      },
      now,
    );
  });
  return readDelivery(deps.db, deps.jobsSchema, endpointId, messageId);
}

/** `webhook.test` to this endpoint alone, whatever it subscribes to. */
export async function sendTestEvent(deps: DeliveryLogDeps, who: WebhookAdmin, endpointId: number): Promise<WebhookDelivery> {
  const now = deps.clock.now();
  const messageId = await deps.db.transaction(async (tx) => {
    await requireEnabledEndpoint(tx, endpointId);
    const id = await emitToEndpoint(tx, deps.jobs, endpointId, {
      type: WEBHOOK_TEST_EVENT,
      data: { endpointId, sentBy: who.actor },
      at: now,
    });
    await audit(
      tx,
      who,
      { action: 'webhook.test_sent', targetType: 'webhook_message', targetId: id, after: { endpointId } },
      now,
    );
    return id;
  });
  return readDelivery(deps.db, deps.jobsSchema, endpointId, messageId);
}
