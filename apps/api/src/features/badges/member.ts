// The member's badges (docs/product.md §11.5): those given, newest first, then the live ones ahead
// with how far the member is on the way where it is counted.
import type { MemberBadge } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { BADGE_COLUMNS, ruleTextOf, type BadgeRow } from './badge-row.js';
import { progressOf } from './qualifying.js';

export async function memberBadges(db: Queryable, memberId: string, now: Date): Promise<{ badges: MemberBadge[] }> {
  const { rows } = await db.query<BadgeRow & { awardedAt: Date | null }>(
    `SELECT ${BADGE_COLUMNS}, mb.awarded_at AS "awardedAt"
       FROM badges b LEFT JOIN member_badges mb ON mb.badge_id = b.id AND mb.member_id = $1
      WHERE mb.member_id IS NOT NULL OR b.archived_at IS NULL
      ORDER BY mb.awarded_at DESC NULLS LAST, b.threshold NULLS LAST, b.id`,
    [memberId],
  );
  const counted = rows.some((b) => b.awardedAt === null && (b.rule === 'contracts' || b.rule === 'streak'));
  const way = counted ? await progressOf(db, memberId, now) : null;
  return {
    badges: rows.map((b) => ({
      id: b.id,
      name: b.name,
      description: b.description,
      icon: b.icon,
      ruleText: ruleTextOf(b),
      awardedAt: b.awardedAt?.toISOString() ?? null,
      progress:
        b.awardedAt !== null || way === null || (b.rule !== 'contracts' && b.rule !== 'streak')
          ? null
          : { done: Math.min(b.rule === 'contracts' ? way.contracts : way.weeks, b.threshold!), of: b.threshold! },
    })),
  };
}
