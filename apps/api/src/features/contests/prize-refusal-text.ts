// What a member reads when an admin refuses their contest prize that awaited approval (decision
// 0041): the prize, that it will not be paid, and the admin's reason — and the refusal told to them and
// written to the audit log, for a member's prize and a team's share alike.
import { formatPoints } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import type { Checker } from '../approvals/service.js';
import { audit } from '../audit/service.js';
import { notify } from '../notifications/service.js';

const sentence = (s: string) => (/[.!?…]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

const prizeRefusedNotice = (c: { title: string; prize: number; reason: string }) => ({
  title: `Приз конкурса «${c.title}» не будет начислен`,
  // The amount ends in «б.», which ends the sentence too.
  body: `Куратор не подтвердил приз ${formatPoints(c.prize)} Причина: ${sentence(c.reason)}`,
});

/** Tells the member their prize (in kopecks) was refused, and writes the refusal to the audit log. */
export async function tellPrizeRefused(
  tx: Queryable,
  c: { id: number; title: string },
  who: Checker,
  prize: { memberId: string; amount: number },
  reason: string,
  now: Date,
): Promise<void> {
  await notify(tx, {
    memberId: prize.memberId,
    category: 'system',
    ...prizeRefusedNotice({ title: c.title, prize: toPoints(prize.amount), reason }),
    link: `/contests/${c.id}`,
    createdAt: now,
    message: { kind: 'contest' },
  });
  await audit(
    tx,
    who,
    { action: 'contest.prize_refused', memberId: prize.memberId, targetType: 'contest', targetId: c.id, after: { reason } },
    now,
  );
}
