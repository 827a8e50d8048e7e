// A badge as stored, and its rule in the contracts' shape.
import { badgeRuleText, type BadgeIcon, type BadgeRule, type BadgeRuleKind } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';

export interface BadgeRow {
  id: number;
  name: string;
  description: string;
  icon: BadgeIcon;
  rule: BadgeRuleKind;
  threshold: number | null;
  tariff: string | null;
  archivedAt: Date | null;
  createdAt: Date;
}

export const BADGE_COLUMNS = `b.id::int AS id, b.name, b.description, b.icon, b.rule, b.threshold, b.tariff,
  b.archived_at AS "archivedAt", b.created_at AS "createdAt"`;

export function ruleOf(b: Pick<BadgeRow, 'rule' | 'threshold' | 'tariff'>): BadgeRule {
  switch (b.rule) {
    case 'contracts':
      return { kind: 'contracts', contracts: b.threshold! };
    case 'first_tariff':
      return { kind: 'first_tariff', tariff: b.tariff! };
    case 'clean_quarter':
      return { kind: 'clean_quarter' };
    case 'streak':
      return { kind: 'streak', weeks: b.threshold! };
  }
}

/** The rule as the table's columns: `threshold` and `tariff`. */
export function ruleColumns(r: BadgeRule): { threshold: number | null; tariff: string | null } {
  return {
    threshold: r.kind === 'contracts' ? r.contracts : r.kind === 'streak' ? r.weeks : null,
    tariff: r.kind === 'first_tariff' ? r.tariff : null,
  };
}

export const ruleTextOf = (b: BadgeRow) => badgeRuleText(ruleOf(b));

export async function findBadge(db: Queryable, id: number, lock: '' | 'FOR UPDATE' = ''): Promise<BadgeRow> {
  const { rows } = await db.query<BadgeRow>(`SELECT ${BADGE_COLUMNS} FROM badges b WHERE b.id = $1 ${lock}`, [id]);
  if (!rows[0]) throw new AppError('not_found');
  return rows[0];
}

/** The badges still given (not archived), oldest first. */
export async function liveBadges(db: Queryable): Promise<BadgeRow[]> {
  const { rows } = await db.query<BadgeRow>(`SELECT ${BADGE_COLUMNS} FROM badges b WHERE b.archived_at IS NULL ORDER BY b.id`);
  return rows;
}
