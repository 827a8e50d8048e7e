// Notifications written in the back office (docs/product.md §12): to one member, to a list of phones, or to
// every active member; now, or at a set time by the delivery job. Admins send and cancel
// (decision 0017); every operator may read the list.
import {
  formatPhone,
  isCabinetLink,
  NOTIFICATION_AUDIENCE_TEXT,
  pluralRu,
  type CheckRecipientsResponse,
  type ListNotificationSendsResponse,
  type NotificationAudience,
  type NotificationRecipientsBody,
  type NotificationSend,
  type NotificationSendStatus,
  type SendNotificationBody,
  unknownPhonesText,
} from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import type { JobSender } from '../../jobs/queue.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { membersByPhone } from '../member-lookup/service.js';
import type { Scoped } from '../dealer-scope/service.js';
import { audit } from '../audit/service.js';
import type { OperatorAuth } from '../../http/callers.js';
import { auditActorOf } from '../audit/service.js';
import { deliveryJob } from './delivery-job.js';
import { deliverMessagesJob } from '../messages/service.js';
import { countSendDeliveries, type ChannelCount } from '../messages/service.js';
import * as q from './send-queries.js';

export interface SendDeps {
  db: Db;
  clock: Clock;
  jobs: JobSender;
}

/** Unknown phones named in a refusal or a check: enough to find them, not a wall of text. */
const SHOWN_UNKNOWN = 20;

const refuse = (field: string, message: string) =>
  new AppError('validation_error', { details: { fields: { [field]: message } } });

function audienceText(r: q.SendRow): string {
  if (r.audience === 'member') {
    const phone = r.memberPhone ? formatPhone(r.memberPhone) : '';
    return [r.memberName, phone].filter(Boolean).join(', ') || NOTIFICATION_AUDIENCE_TEXT.member;
  }
  if (r.audience === 'list') {
    const n = r.recipients ?? 0;
    return `Списку: ${n.toLocaleString('ru-RU')} ${pluralRu(n, ['участник', 'участника', 'участников'])}`;
  }
  return NOTIFICATION_AUDIENCE_TEXT.all;
}

function toSend(r: q.SendRow, counts: { push: ChannelCount; sms: ChannelCount } | undefined): NotificationSend {
  const none = { delivered: 0, pending: 0, failed: 0 };
  return {
    id: Number(r.id),
    audience: r.audience,
    audienceText: audienceText(r),
    category: r.category,
    title: r.title,
    body: r.body,
    link: r.link,
    status: r.status,
    sendAt: r.sendAt.toISOString(),
    deliveredCount: r.deliveredCount,
    deliveredAt: r.deliveredAt?.toISOString() ?? null,
    channels: r.channels,
    channelCounts: r.status === 'sent' ? (counts ?? { push: none, sms: none }) : null,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    cancelledBy: r.cancelledBy,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
  };
}

interface Recipients {
  audience: NotificationAudience;
  /** null: every active member at delivery. */
  memberIds: string[] | null;
  /** Listed phones of nobody in the programme. */
  unknown: string[];
}

async function resolveRecipients(db: Queryable, body: NotificationRecipientsBody): Promise<Recipients> {
  switch (body.audience) {
    case 'all':
      return { audience: 'all', memberIds: null, unknown: [] };
    case 'member': {
      if (!body.phone) throw refuse('phone', 'Укажите телефон участника');
      const found = await membersByPhone(db, [body.phone]);
      const id = found.get(body.phone);
      if (!id) throw refuse('phone', 'Участника с таким номером нет в программе');
      return { audience: 'member', memberIds: [id], unknown: [] };
    }
    case 'list': {
      const phones = [...new Set(body.phones ?? [])];
      if (phones.length === 0) throw refuse('phones', 'Добавьте хотя бы один номер');
      const found = await membersByPhone(db, phones);
      return {
        audience: 'list',
        memberIds: phones.flatMap((p) => found.get(p) ?? []),
        unknown: phones.filter((p) => !found.has(p)),
      };
    }
  }
}

/** How many members a notification would reach, and which listed phones are nobody's. */
export async function checkRecipients(deps: SendDeps, body: NotificationRecipientsBody): Promise<CheckRecipientsResponse> {
  const r = await resolveRecipients(deps.db, body);
  const count = r.memberIds ? r.memberIds.length : await q.countActiveMembers(deps.db);
  return { count, unknown: r.unknown.slice(0, SHOWN_UNKNOWN).map(formatPhone), unknownCount: r.unknown.length };
}

function unknownText(unknown: string[]): string {
  const shown = unknown.slice(0, SHOWN_UNKNOWN).map(formatPhone);
  return unknownPhonesText(shown, unknown.length - SHOWN_UNKNOWN);
}

/**
 * Sends now (no time, or a time already come) or schedules. A send to everyone is one INSERT …
 * SELECT over the members, in the request's transaction: the answer carries the count delivered.
 */
export async function sendNotification(deps: SendDeps, who: OperatorAuth, body: SendNotificationBody): Promise<NotificationSend> {
  const now = deps.clock.now();
  const link = body.link ? body.link : null;
  if (link !== null && !isCabinetLink(link))
    throw refuse('link', 'Такой страницы в кабинете нет: выберите страницу из списка или укажите /news/12, /order/34');
  const sendAt = body.sendAt ? new Date(body.sendAt) : now;
  // A minute's grace: the time picker has no seconds, and "now" may pass while the form is filled.
  if (sendAt.getTime() < now.getTime() - 60_000) throw refuse('sendAt', 'Это время уже прошло: выберите время позже текущего');
  const scheduled = sendAt.getTime() > now.getTime();
  return deps.db.transaction(async (tx) => {
    const recipients = await resolveRecipients(tx, body);
    if (recipients.unknown.length > 0) throw refuse('phones', unknownText(recipients.unknown));
    const id = await q.insertSend(tx, {
      audience: recipients.audience,
      memberIds: recipients.memberIds,
      category: body.category,
      title: body.title,
      body: body.body,
      link,
      sendAt: scheduled ? sendAt : now,
      channels: body.channels,
      by: who.operatorId,
      now,
    });
    const delivered = scheduled ? null : await q.deliverSend(tx, { id, audience: recipients.audience }, now);
    if (scheduled) await deps.jobs.send(tx, deliveryJob, { sendId: String(id) }, { startAfter: sendAt });
    else if (body.channels.length > 0) await deps.jobs.send(tx, deliverMessagesJob, {});
    await audit(
      tx,
      auditActorOf(who),
      {
        action: scheduled ? 'notification.scheduled' : 'notification.sent',
        memberId: recipients.audience === 'member' ? recipients.memberIds![0] : null,
        targetType: 'notification',
        targetId: id,
        after: {
          audience: recipients.audience,
          recipients: recipients.memberIds?.length ?? null,
          title: body.title,
          sendAt: sendAt.toISOString(),
          channels: body.channels,
          delivered,
        },
      },
      now,
    );
    return withCounts(tx, (await q.findSend(tx, id))!);
  });
}

async function withCounts(db: Queryable, row: q.SendRow): Promise<NotificationSend> {
  return toSend(row, (await countSendDeliveries(db, [row.id])).get(row.id));
}

export async function listNotificationSends(
  deps: SendDeps,
  op: Scoped,
  query: { status?: NotificationSendStatus; skipCount: number; maxResultCount: number },
): Promise<ListNotificationSendsResponse> {
  const { rows, total } = await q.listSends(deps.db, op, {
    status: query.status,
    skip: query.skipCount,
    take: query.maxResultCount,
  });
  const counts = await countSendDeliveries(
    deps.db,
    rows.filter((r) => r.status === 'sent').map((r) => r.id),
  );
  return { sends: rows.map((r) => toSend(r, counts.get(r.id))), totalCount: total };
}

/** Cancels a scheduled send; one already delivered (perhaps by the job a moment ago) is refused. */
export async function cancelNotificationSend(deps: SendDeps, who: OperatorAuth, id: number): Promise<NotificationSend> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // The lock waits for a delivery in progress, so what is read next is what happened.
    const send = await q.findSend(tx, id, { lock: true });
    if (!send) throw new AppError('not_found');
    if (send.status === 'sent') throw new AppError('notification_already_sent');
    if (send.status === 'cancelled') return toSend(send, undefined);
    await q.markCancelled(tx, send.id, who.operatorId, now);
    await audit(
      tx,
      auditActorOf(who),
      {
        action: 'notification.cancelled',
        targetType: 'notification',
        targetId: send.id,
        before: { status: 'scheduled', sendAt: send.sendAt.toISOString() },
        after: { status: 'cancelled', title: send.title },
      },
      now,
    );
    return toSend((await q.findSend(tx, send.id))!, undefined);
  });
}
