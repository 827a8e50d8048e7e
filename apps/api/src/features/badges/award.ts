// Awarding badges (docs/product.md §11.5): in the transaction that enters a member's contracts, each
// live badge whose rule those members now meet is given once (the member's row per badge is the
// once) and announced; a nightly job gives what time, not a contract, earns — a finished quarter —
// and what a contract entered elsewhere earned, and a job queued with a new badge gives it to those
// who already meet it.
import type { Db, Queryable } from '../../db/types.js';
import { defineJob } from '../../jobs/definition.js';
import type { Clock } from '../../lib/clock.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { notifyMany, type NotifyInput } from '../notifications/service.js';
import { liveBadges, ruleTextOf, type BadgeRow } from './badge-row.js';
import { qualifying } from './qualifying.js';
import { badgeNotice } from './texts.js';

/**
 * Gives the badge to those of the members who meet it and have it not; answers how many got it.
 * `entered`: the contracts just entered, when the call comes from the intake — a tariff's first
 * contract can only be one of them.
 */
async function give(
  tx: Queryable,
  b: BadgeRow,
  memberIds: readonly string[],
  now: Date,
  entered: readonly number[] | null,
): Promise<number> {
  if (memberIds.length === 0) return 0;
  const meet = await qualifying(tx, b, memberIds, moscowDate(now), now, entered);
  if (meet.length === 0) return 0;
  const { rows } = await tx.query<{ memberId: string }>(
    `INSERT INTO member_badges (member_id, badge_id, awarded_at)
       SELECT m, $2, $3 FROM unnest($1::uuid[]) AS m ORDER BY m
     ON CONFLICT DO NOTHING RETURNING member_id::text AS "memberId"`,
    [meet, b.id, now],
  );
  return notifyMany(
    tx,
    rows.map((r): NotifyInput => ({
      memberId: r.memberId,
      category: 'system',
      ...badgeNotice.awarded(b.name, ruleTextOf(b)),
      link: '/lk',
      createdAt: now,
      message: { kind: 'contest' },
    })),
  );
}

/**
 * Each live badge (or only one) with those of the members who have it not yet: the only ones its rule
 * is read for.
 */
async function stillToGive(tx: Queryable, memberIds: readonly string[], only: number | null): Promise<[BadgeRow, string[]][]> {
  const badges = (await liveBadges(tx)).filter((b) => only === null || b.id === only);
  if (badges.length === 0) return [];
  const { rows } = await tx.query<{ badgeId: number; members: string[] }>(
    `SELECT badge_id::int AS "badgeId", array_agg(member_id::text) AS members FROM member_badges
      WHERE member_id = ANY($1::uuid[]) AND badge_id = ANY($2::bigint[]) GROUP BY badge_id`,
    [memberIds, badges.map((b) => b.id)],
  );
  const has = new Map(rows.map((r) => [r.badgeId, new Set(r.members)]));
  return badges.map((b) => [b, memberIds.filter((id) => !has.get(b.id)?.has(id))]);
}

/** Every live badge (or only one) the members have not yet, given to those who now meet it. */
async function judge(
  tx: Queryable,
  memberIds: readonly string[],
  now: Date,
  entered: readonly number[] | null,
  only: number | null,
): Promise<number> {
  let given = 0;
  for (const [b, without] of await stillToGive(tx, memberIds, only)) given += await give(tx, b, without, now, entered);
  return given;
}

/**
 * Gives every live badge the members of the contracts just entered now meet; the contract intake
 * calls it in its transaction, once a batch. What a member already has is not judged again: a batch
 * of a member with thousands of contracts costs a few small statements, not a scan per badge.
 */
export async function awardBadges(
  tx: Queryable,
  entered: readonly { id: number; memberId: string }[],
  now: Date,
): Promise<number> {
  if (entered.length === 0) return 0;
  const members = [...new Set(entered.map((c) => c.memberId))];
  return judge(
    tx,
    members,
    now,
    entered.map((c) => c.id),
    null,
  );
}

/** Every live badge (or one) the members meet, judged on all their contracts: a sweep's slice, the demo. */
export const awardBadgesToMembers = (tx: Queryable, memberIds: readonly string[], now: Date, only: number | null = null) =>
  judge(tx, memberIds, now, null, only);

const SLICE = 5000;

/**
 * Every live badge (or one) over the whole programme, a slice of members at a time: the members with
 * an active contract, who alone can meet a rule.
 */
export async function sweepBadges(deps: { db: Db; clock: Clock }, only: number | null, signal?: AbortSignal): Promise<number> {
  const now = deps.clock.now();
  const badges = (await liveBadges(deps.db)).filter((b) => only === null || b.id === only);
  if (badges.length === 0) return 0;
  const { rows } = await deps.db.query<{ id: string }>(
    `SELECT DISTINCT member_id::text AS id FROM contracts WHERE status = 'active' ORDER BY 1`,
  );
  let given = 0;
  for (let i = 0; i < rows.length; i += SLICE) {
    signal?.throwIfAborted();
    const slice = rows.slice(i, i + SLICE).map((r) => r.id);
    given += await deps.db.transaction((tx) => awardBadgesToMembers(tx, slice, now, only));
  }
  return given;
}

/**
 * Every night, 00:30 Moscow time: what time earns (a quarter just finished) and contracts entered
 * outside the intake (a claim an admin credited) give their badges by the morning.
 */
export const badgeNightlyJob = defineJob<object, { db: Db; clock: Clock }>({
  name: 'badges.nightly',
  title: 'Награды: ночная проверка — закончившийся квартал и договоры, зачтённые вручную',
  queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true, policy: 'singleton' },
  schedule: '30 0 * * *',
  async run(deps, job) {
    const given = await sweepBadges(deps, null, job.signal);
    job.log.info({ given }, 'badges given');
    return { given };
  },
});

/** A new badge, given at once to the members who already meet its rule. */
export const newBadgeJob = defineJob<{ badgeId: number }, { db: Db; clock: Clock }>({
  name: 'badges.new',
  title: 'Награды: выдать новую тем, кто уже выполнил правило',
  queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
  async run(deps, job) {
    const given = await sweepBadges(deps, job.data.badgeId, job.signal);
    job.log.info({ given, badgeId: job.data.badgeId }, 'new badge given');
    return { given };
  },
});
