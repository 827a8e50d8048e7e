// The demo's badges (docs/product.md §11.5): the set a programme would start with, defined by the demo
// admin, and given as the intake gives them — to every demo member who already meets a rule.
import type { BadgeIcon, BadgeRule } from '@cabinet/contracts';
import type { Queryable } from '../db/types.js';
import { awardBadgesToMembers, ruleColumns } from '../features/badges/service.js';
import type { DemoContext } from './demo-context.js';
import { DEMO_ADMIN } from './operators-demo.js';

/** The demo member, with over a hundred contracts and a series of more than twelve weeks, holds the first two. */
export const DEMO_BADGES: { name: string; icon: BadgeIcon; rule: BadgeRule }[] = [
  { name: 'Первые десять', icon: 'star', rule: { kind: 'contracts', contracts: 10 } },
  { name: 'Сотня', icon: 'trophy', rule: { kind: 'contracts', contracts: 100 } },
  { name: 'Двести пятьдесят', icon: 'crown', rule: { kind: 'contracts', contracts: 250 } },
  { name: 'Полгода в ритме', icon: 'flame', rule: { kind: 'streak', weeks: 26 } },
  { name: 'Первый «Семейный»', icon: 'rocket', rule: { kind: 'first_tariff', tariff: 'Семейный' } },
];

export async function seedBadgesDemo(tx: Queryable, ctx: DemoContext): Promise<void> {
  for (const b of DEMO_BADGES) {
    const { threshold, tariff } = ruleColumns(b.rule);
    await tx.query(
      `INSERT INTO badges (name, icon, rule, threshold, tariff, created_by, created_at, updated_at)
       SELECT $1, $2, $3, $4, $5, o.id, $6, $6 FROM operators o WHERE o.email = $7`,
      [b.name, b.icon, b.rule.kind, threshold, tariff, ctx.now, DEMO_ADMIN.email],
    );
  }
  const { rows } = await tx.query<{ id: string }>(`SELECT DISTINCT member_id::text AS id FROM contracts WHERE status = 'active'`);
  await awardBadgesToMembers(
    tx,
    rows.map((r) => r.id),
    ctx.now,
  );
}
