// The back office's members (docs/product.md): search, the card, creation, blocking. Every change and every
// opening of a card is written to the audit log in the same transaction.
import { IDENTITY_STATUS_TEXT, type AdminMemberCard, type CreateMemberBody, type SearchMembersQuery } from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import type { JobSender } from '../../jobs/queue.js';
import { memberBalances } from '../../ledger/accounts.js';
import { toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type AuditActor } from '../audit/service.js';
import { revokeMemberSessions } from '../auth/service.js';
import { listHistory } from '../balance/service.js';
import { findIdentityStatus } from '../identity/service.js';
import { listOrders } from '../orders/service.js';
import { heldRewards } from '../rewards/service.js';
import { emitWebhookEvent } from '../webhooks/service.js';
import * as q from './queries.js';

export { searchMembers } from './queries.js';
export type { SearchMembersQuery };

/** The card shows the latest lines of the history and the latest orders, this many of each. */
const CARD_LATEST = 20;

async function card(db: Queryable, id: string, now: Date): Promise<AdminMemberCard> {
  const m = await q.findMemberProfile(db, id);
  if (!m) throw new AppError('not_found');
  const [balances, held, identity, history, orders, contracts, sessions] = await Promise.all([
    memberBalances(db, id),
    heldRewards(db, id),
    findIdentityStatus(db, id),
    listHistory(db, { memberId: id, skip: 0, take: CARD_LATEST, category: 'all' }),
    listOrders(db, id, 'all', { take: CARD_LATEST }),
    q.listMemberContracts(db, id),
    q.listOpenSessions(db, id, now),
  ]);
  return {
    id: m.id,
    phone: m.phone,
    firstName: m.first_name,
    middleName: m.middle_name,
    lastName: m.last_name,
    cityName: m.city_name,
    email: m.email,
    employer: m.employer,
    jobPost: m.job_post,
    status: m.status,
    blockedAt: m.blocked_at?.toISOString() ?? null,
    blockedReason: m.blocked_reason,
    createdAt: m.created_at.toISOString(),
    phoneVerified: m.phone_verification_status === 'verified',
    balances: {
      available: toPoints(balances.available),
      frozen: toPoints(balances.frozen),
      debt: toPoints(balances.debt),
      held: held.amount,
    },
    identity: identity
      ? {
          status: IDENTITY_STATUS_TEXT[identity.status],
          comment: identity.comment,
          updatedAt: identity.updatedAt.toISOString(),
          inn: identity.inn,
        }
      : null,
    history: history.history,
    orders,
    contracts,
    sessions,
  };
}

/** The card; reading it is recorded (who looked at whose data, 152-ФЗ). */
export async function openMemberCard(db: Db, who: AuditActor, id: string, now: Date): Promise<AdminMemberCard> {
  return db.transaction(async (tx) => {
    const result = await card(tx, id, now);
    await audit(tx, who, { action: 'member.viewed', memberId: id, targetType: 'member', targetId: id }, now);
    return result;
  });
}

/** A member added in the back office; the company's systems hear `member.registered`. */
export async function createMember(
  db: Db,
  jobs: JobSender,
  who: AuditActor,
  body: CreateMemberBody,
  now: Date,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO members (phone, first_name, last_name, middle_name, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (phone) DO NOTHING RETURNING id`,
      [body.phone, body.firstName, body.lastName, body.middleName ?? '', now],
    );
    const id = rows[0]?.id;
    if (!id) throw new AppError('member_exists');
    await audit(tx, who, { action: 'member.created', memberId: id, targetType: 'member', targetId: id, after: body }, now);
    await emitWebhookEvent(
      tx,
      'member.registered',
      { member: { id, phone: body.phone }, via: 'back_office', registeredAt: now.toISOString() },
      now,
      jobs,
    );
    return { id };
  });
}

/**
 * Blocks or unblocks with a reason. Blocking ends every open sign-in at once; pending withdrawals
 * stay for an operator to decide; the company's systems hear `member.blocked`. Doing what is already
 * done is a conflict, not a second audit row.
 */
export async function setMemberBlocked(
  db: Db,
  jobs: JobSender,
  who: AuditActor,
  id: string,
  input: { blocked: boolean; reason: string },
  now: Date,
): Promise<AdminMemberCard> {
  return db.transaction(async (tx) => {
    const m = await q.findMemberProfile(tx, id, true);
    if (!m) throw new AppError('not_found');
    if ((m.status === 'blocked') === input.blocked) throw new AppError('conflict');
    await tx.query(`UPDATE members SET status = $2, blocked_at = $3, blocked_reason = $4, updated_at = $5 WHERE id = $1`, [
      id,
      input.blocked ? 'blocked' : 'active',
      input.blocked ? now : null,
      input.blocked ? input.reason : null,
      now,
    ]);
    const revoked = input.blocked ? await revokeMemberSessions(tx, id, now) : 0;
    await audit(
      tx,
      who,
      {
        action: input.blocked ? 'member.blocked' : 'member.unblocked',
        memberId: id,
        targetType: 'member',
        targetId: id,
        before: { status: m.status, reason: m.blocked_reason },
        after: { status: input.blocked ? 'blocked' : 'active', reason: input.reason, sessionsEnded: revoked },
      },
      now,
    );
    if (input.blocked)
      await emitWebhookEvent(
        tx,
        'member.blocked',
        { member: { id, phone: m.phone }, reason: input.reason, blockedAt: now.toISOString() },
        now,
        jobs,
      );
    return card(tx, id, now);
  });
}
