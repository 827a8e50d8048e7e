// How the deciding transactions tell the company: a message per enabled endpoint subscribed to the
// event, written with the decision itself, so the company hears of exactly what was committed.
import type { WebhookEventData, WebhookEventType, WebhookMember, WebhookMessageType, WebhookPayload } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import type { JobSender } from '../../jobs/queue.js';
import { queueDelivery } from './queue-delivery.js';

const NEW_MESSAGE_ID = `'msg_' || replace(gen_random_uuid()::text, '-', '')`;

function payloadOf<T extends WebhookMessageType>(type: T, data: WebhookEventData[T], at: Date): string {
  const payload: WebhookPayload<T> = { type, timestamp: at.toISOString(), data };
  return JSON.stringify(payload);
}

/**
 * Emits an event in the caller's transaction: one message per enabled endpoint subscribed to `type`,
 * answering how many. With the job queue at hand (`jobs`) each delivery is queued in the same
 * transaction and leaves as soon as it commits; without it (a payout settled by the provider's job,
 * the demo data) the minute's dispatch queues it (dispatch-job.ts). Either way nothing is sent unless
 * the decision commits, and a rolled-back decision leaves no message.
 */
export async function emitWebhookEvent<T extends WebhookEventType>(
  tx: Queryable,
  type: T,
  data: WebhookEventData[T],
  at: Date,
  jobs?: JobSender,
): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO webhook_messages (id, endpoint_id, event_type, payload, created_at)
     SELECT ${NEW_MESSAGE_ID}, e.id, $1, $2::jsonb, $3
       FROM webhook_endpoints e
      WHERE e.enabled AND $1 = ANY (e.events)
     RETURNING id`,
    [type, payloadOf(type, data, at), at],
  );
  if (jobs) for (const { id } of rows) await queueDelivery(tx, jobs, id);
  return rows.length;
}

/**
 * `emitWebhookEvent` for many events of one type at once (the contracts of an arrival's batch): one
 * statement, and nothing built when no endpoint subscribes to the type.
 */
export async function emitWebhookEvents<T extends WebhookEventType>(
  tx: Queryable,
  type: T,
  events: () => Promise<readonly { data: WebhookEventData[T]; at: Date }[]>,
  jobs?: JobSender,
): Promise<number> {
  const { rows: subscribed } = await tx.query('SELECT 1 FROM webhook_endpoints WHERE enabled AND $1 = ANY (events) LIMIT 1', [
    type,
  ]);
  if (subscribed.length === 0) return 0;
  const list = await events();
  if (list.length === 0) return 0;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO webhook_messages (id, endpoint_id, event_type, payload, created_at)
     SELECT ${NEW_MESSAGE_ID}, e.id, $1, p.payload::jsonb, p.at
       FROM unnest($2::text[], $3::timestamptz[]) AS p (payload, at)
       JOIN webhook_endpoints e ON e.enabled AND $1 = ANY (e.events)
     RETURNING id`,
    [type, list.map((e) => payloadOf(type, e.data, e.at)), list.map((e) => e.at)],
  );
  if (jobs) for (const { id } of rows) await queueDelivery(tx, jobs, id);
  return rows.length;
}

/** A message to one endpoint whatever it subscribes to (the admin's test event), queued at once. */
export async function emitToEndpoint<T extends WebhookMessageType>(
  tx: Queryable,
  jobs: JobSender,
  endpointId: number,
  event: { type: T; data: WebhookEventData[T]; at: Date },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO webhook_messages (id, endpoint_id, event_type, payload, created_at)
     VALUES (${NEW_MESSAGE_ID}, $1, $2, $3::jsonb, $4) RETURNING id`,
    [endpointId, event.type, payloadOf(event.type, event.data, event.at), event.at],
  );
  const id = rows[0]!.id;
  await queueDelivery(tx, jobs, id);
  return id;
}

/** A member as the events name them: the id and the phone, nothing of their documents. */
export async function webhookMember(db: Queryable, memberId: string): Promise<WebhookMember> {
  const { rows } = await db.query<WebhookMember>('SELECT id, phone FROM members WHERE id = $1', [memberId]);
  if (!rows[0]) throw new Error(`no member ${memberId}`);
  return rows[0];
}
