// The back office's badges (docs/product.md §11.5): an admin defines a badge — a name, an icon of the
// set and a rule — and the members who already meet it get it at once by a job queued with it; its
// words and icon may change later, its rule only while nobody has it; archived, it is given no more.
import type { AdminBadge, BadgeBodyParsed } from '@cabinet/contracts';
import type { Db, Queryable } from '../../db/types.js';
import type { JobSender } from '../../jobs/queue.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { audit, type AuditActor } from '../audit/service.js';
import { newBadgeJob } from './award.js';
import { BADGE_COLUMNS, findBadge, ruleColumns, ruleOf, ruleTextOf, type BadgeRow } from './badge-row.js';

type Who = AuditActor & { operatorId: string };
export type BadgeDeps = { db: Db; clock: Clock; jobs: JobSender };

function view(b: BadgeRow & { members: number }): AdminBadge {
  return {
    id: b.id,
    name: b.name,
    description: b.description,
    icon: b.icon,
    rule: ruleOf(b),
    ruleText: ruleTextOf(b),
    members: b.members,
    archived: b.archivedAt !== null,
    createdAt: b.createdAt.toISOString(),
  };
}

const WITH_MEMBERS = `SELECT ${BADGE_COLUMNS}, (SELECT count(*)::int FROM member_badges mb WHERE mb.badge_id = b.id) AS members FROM badges b`;

export async function listBadges(db: Queryable): Promise<{ badges: AdminBadge[] }> {
  const { rows } = await db.query<BadgeRow & { members: number }>(`${WITH_MEMBERS} ORDER BY b.archived_at NULLS FIRST, b.id`);
  return { badges: rows.map(view) };
}

async function adminBadge(db: Queryable, id: number): Promise<AdminBadge> {
  const { rows } = await db.query<BadgeRow & { members: number }>(`${WITH_MEMBERS} WHERE b.id = $1`, [id]);
  if (!rows[0]) throw new AppError('not_found');
  return view(rows[0]);
}

export async function createBadge(deps: BadgeDeps, who: Who, body: BadgeBodyParsed): Promise<AdminBadge> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const { threshold, tariff } = ruleColumns(body.rule);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO badges (name, description, icon, rule, threshold, tariff, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id::int AS id`,
      [body.name, body.description, body.icon, body.rule.kind, threshold, tariff, who.operatorId, now],
    );
    const id = rows[0]!.id;
    await deps.jobs.send(tx, newBadgeJob, { badgeId: id });
    await audit(tx, who, { action: 'badge.created', targetType: 'badge', targetId: id, after: body }, now);
    return adminBadge(tx, id);
  });
}

export async function updateBadge(deps: BadgeDeps, who: Who, id: number, body: BadgeBodyParsed): Promise<AdminBadge> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const before = await findBadge(tx, id, 'FOR UPDATE');
    const { threshold, tariff } = ruleColumns(body.rule);
    const ruleChanged = before.rule !== body.rule.kind || before.threshold !== threshold || before.tariff !== tariff;
    if (ruleChanged) {
      const { rows } = await tx.query<{ given: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM member_badges WHERE badge_id = $1) AS given',
        [id],
      );
      // Those who have it earned it by the old rule: a new rule is a new badge.
      if (rows[0]!.given) throw new AppError('badge_rule_fixed');
    }
    await tx.query(
      `UPDATE badges SET name = $2, description = $3, icon = $4, rule = $5, threshold = $6, tariff = $7, updated_at = $8
        WHERE id = $1`,
      [id, body.name, body.description, body.icon, body.rule.kind, threshold, tariff, now],
    );
    if (ruleChanged && before.archivedAt === null) await deps.jobs.send(tx, newBadgeJob, { badgeId: id });
    await audit(
      tx,
      who,
      { action: 'badge.updated', targetType: 'badge', targetId: id, before: { ...before, archivedAt: undefined }, after: body },
      now,
    );
    return adminBadge(tx, id);
  });
}

export async function archiveBadge(deps: BadgeDeps, who: Who, id: number): Promise<AdminBadge> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await findBadge(tx, id, 'FOR UPDATE');
    await tx.query('UPDATE badges SET archived_at = coalesce(archived_at, $2), updated_at = $2 WHERE id = $1', [id, now]);
    await audit(tx, who, { action: 'badge.archived', targetType: 'badge', targetId: id }, now);
    return adminBadge(tx, id);
  });
}
