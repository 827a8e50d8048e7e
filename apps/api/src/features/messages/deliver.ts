// The delivery of the outbox (decision 0036): claims a batch in a short transaction, sends outside
// it (a push service or an SMS gateway may take seconds; a transaction held meanwhile would stop
// the embedded database), and writes each outcome. A subscription the push service calls gone
// (404/410) is forgotten. A process that dies mid-batch leaves its claims to be taken again.
import { outsideLinkIn } from '@cabinet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import type { PushSender } from '../../providers/push/push.js';
import type { SmsSender } from '../../providers/sms/sms.js';
import { smsText } from './sms-text.js';

export interface DeliverDeps {
  db: Db;
  clock: Clock;
  push: PushSender;
  sms: SmsSender;
  productName: string;
  log: FastifyBaseLogger;
}

/** A claim older than this is taken again: its process is taken to have died. */
const CLAIM_MS = 5 * 60_000;
/** A message a day old is news to nobody: it is dropped, as a push service drops it after its TTL. */
const STALE_MS = 24 * 3600_000;
const MAX_ATTEMPTS = 3;
const BATCH = 100;
/** Deliveries sent at once within a batch. */
const CONCURRENCY = 8;

interface Claimed {
  id: string;
  memberId: string;
  channel: 'push' | 'sms';
  attempts: number;
  notificationId: string;
  title: string;
  body: string;
  link: string | null;
  phone: string;
  createdAt: Date;
  urgent: boolean;
}

type Outcome = { status: 'sent'; devices?: number } | { status: 'retry' | 'failed'; error: string };

export interface DeliveryTotals {
  sent: number;
  failed: number;
  retried: number;
  /** Subscriptions forgotten because their push service said they are gone. */
  gone: number;
}

async function claim(deps: DeliverDeps, after: bigint): Promise<Claimed[]> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const { rows } = await tx.query<Claimed>(
      `WITH c AS (
         SELECT id FROM message_deliveries
          WHERE (status = 'pending' OR (status = 'sending' AND claimed_at < $2)) AND id > $4
          ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
       UPDATE message_deliveries d SET status = 'sending', claimed_at = $1, attempts = d.attempts + 1
         FROM c, notifications n, members m
        WHERE d.id = c.id AND n.id = d.notification_id AND m.id = d.member_id
       RETURNING d.id::text AS id, d.member_id::text AS "memberId", d.channel, d.attempts,
                 n.id::text AS "notificationId", n.title, n.body, n.link, m.phone, n.created_at AS "createdAt",
                 EXISTS (SELECT 1 FROM message_deliveries s WHERE s.notification_id = n.id AND s.channel = 'sms') AS urgent`,
      [now, new Date(now.getTime() - CLAIM_MS), BATCH, after.toString()],
    );
    return rows;
  });
}

function pushPayload(d: Claimed): string {
  // What the service worker shows: it opens `link` when the notification is tapped.
  return JSON.stringify({ title: d.title, body: d.body, link: d.link ?? '/notification', tag: `n${d.notificationId}` });
}

async function sendPush(deps: DeliverDeps, d: Claimed, totals: DeliveryTotals): Promise<Outcome> {
  const { rows: subs } = await deps.db.query<{ id: string; endpoint: string; p256dh: string; auth: string }>(
    'SELECT id::text AS id, endpoint, p256dh, auth FROM push_subscriptions WHERE member_id = $1 ORDER BY id',
    [d.memberId],
  );
  if (subs.length === 0) return { status: 'failed', error: 'no device has push on' };
  let devices = 0;
  const errors: string[] = [];
  for (const sub of subs) {
    const outcome = await deps.push.send(sub, pushPayload(d), {
      ttl: Math.max(0, Math.floor((d.createdAt.getTime() + STALE_MS - deps.clock.now().getTime()) / 1000)),
      urgency: d.urgent ? 'high' : 'normal',
    });
    if (outcome.result === 'sent') {
      devices++;
      await deps.db.query('UPDATE push_subscriptions SET last_sent_at = $2 WHERE id = $1', [sub.id, deps.clock.now()]);
    } else if (outcome.result === 'gone') {
      totals.gone++;
      await deps.db.query('DELETE FROM push_subscriptions WHERE id = $1', [sub.id]);
      deps.log.info({ memberId: d.memberId }, 'push subscription gone: forgotten');
    } else errors.push(outcome.error);
  }
  if (devices > 0) return { status: 'sent', devices };
  if (errors.length === 0) return { status: 'failed', error: 'every device unsubscribed' };
  return { status: 'retry', error: errors.join('; ').slice(0, 500) };
}

async function sendSms(deps: DeliverDeps, d: Claimed): Promise<Outcome> {
  try {
    await deps.sms.send(d.phone, smsText(deps.productName, d.title, d.body));
    return { status: 'sent' };
  } catch (err) {
    return { status: 'retry', error: (err instanceof Error ? err.message : String(err)).slice(0, 500) };
  }
}

async function deliverOne(deps: DeliverDeps, d: Claimed, totals: DeliveryTotals): Promise<void> {
  let outcome: Outcome;
  // Every composer refuses an outside address in a message's text (content/message-text.ts); this
  // is the last door: whatever wrote the notification, no push or SMS carries one.
  const outside = outsideLinkIn(`${d.title}\n${d.body}`);
  if (deps.clock.now().getTime() - d.createdAt.getTime() > STALE_MS) outcome = { status: 'failed', error: 'older than a day' };
  else if (outside) {
    deps.log.warn({ notificationId: d.notificationId, link: outside }, 'message not sent: its text links to another site');
    outcome = { status: 'failed', error: 'the text links to another site' };
  } else outcome = d.channel === 'push' ? await sendPush(deps, d, totals) : await sendSms(deps, d);
  const final = outcome.status === 'retry' && d.attempts >= MAX_ATTEMPTS ? 'failed' : outcome.status;
  if (final === 'sent') totals.sent++;
  else if (final === 'failed') totals.failed++;
  else totals.retried++;
  await deps.db.query(
    `UPDATE message_deliveries SET status = $2, devices = $3, error = $4, done_at = $5, claimed_at = NULL
      WHERE id = $1 AND status = 'sending'`,
    [
      d.id,
      final === 'retry' ? 'pending' : final,
      outcome.status === 'sent' ? (outcome.devices ?? null) : null,
      outcome.status === 'sent' ? null : outcome.error,
      final === 'retry' ? null : deps.clock.now(),
    ],
  );
}

/**
 * Delivers what the outbox holds, batch after batch, until it is empty or every pending delivery
 * was tried once in this run (one that failed waits for the next run).
 */
export async function deliverMessages(deps: DeliverDeps, signal?: AbortSignal): Promise<DeliveryTotals> {
  const totals: DeliveryTotals = { sent: 0, failed: 0, retried: 0, gone: 0 };
  // Ids only grow: a delivery put back for a retry (below `after`) waits for the next run.
  let after = 0n;
  while (!signal?.aborted) {
    const batch = await claim(deps, after);
    if (batch.length === 0) break;
    for (const d of batch) if (BigInt(d.id) > after) after = BigInt(d.id);
    for (let i = 0; i < batch.length; i += CONCURRENCY)
      await Promise.all(batch.slice(i, i + CONCURRENCY).map((d) => deliverOne(deps, d, totals)));
  }
  return totals;
}
