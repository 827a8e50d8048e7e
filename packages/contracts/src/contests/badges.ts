// Badges (docs/product.md §11.5): the member's badges — those given and those still ahead with the
// progress to them — and the back office's definitions.
import * as z from 'zod/mini';
import { countRu } from '../common/plural.js';
import { defineRoute } from '../http/route.js';
import { hasNoOutsideLink, outsideLinkIssue } from '../content/message-text.js';
import { BADGE_ICONS, MAX_BADGE_STREAK_WEEKS } from './badge-rules.js';

export const badgeRuleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('contracts'),
    contracts: z
      .int({ error: 'Укажите целое число договоров' })
      .check(z.gte(1, { error: 'Не меньше 1' }), z.lte(100_000, { error: 'Не больше 100\u00a0000' })),
  }),
  z.object({
    kind: z.literal('first_tariff'),
    tariff: z
      .string({ error: 'Укажите тариф' })
      .check(z.trim(), z.minLength(1, { error: 'Укажите тариф' }), z.maxLength(100, { error: 'Не длиннее 100 символов' })),
  }),
  z.object({ kind: z.literal('clean_quarter') }),
  z.object({
    kind: z.literal('streak'),
    weeks: z.int({ error: 'Укажите целое число недель' }).check(
      // A series of one week is the first contract: not a mark on the way.
      z.gte(2, { error: 'Не меньше 2 недель' }),
      z.lte(MAX_BADGE_STREAK_WEEKS, { error: `Не больше ${MAX_BADGE_STREAK_WEEKS} недель` }),
    ),
  }),
]);

const textField = (max: number, required: string | null) =>
  z.string().check(
    z.trim(),
    z.minLength(required ? 1 : 0, { error: required ?? '' }),
    z.maxLength(max, { error: `Не длиннее ${countRu(max, ['символа', 'символов', 'символов'])}` }),
    // Members read it in the cabinet and in the announcement.
    z.refine(hasNoOutsideLink, { error: outsideLinkIssue }),
  );

export const badgeBody = z.object({
  name: textField(60, 'Укажите название'),
  description: z._default(textField(300, null), ''),
  icon: z.enum(BADGE_ICONS, { error: 'Выберите значок' }),
  rule: badgeRuleSchema,
});
export type BadgeBody = z.input<typeof badgeBody>;
export type BadgeBodyParsed = z.output<typeof badgeBody>;

export const badgeIdParams = z.object({ id: z.coerce.number().check(z.int(), z.gte(1)) });

export const adminBadgeSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    description: z.string(),
    icon: z.enum(BADGE_ICONS),
    rule: badgeRuleSchema,
    /** The rule in the member's words. */
    ruleText: z.string(),
    /** Members given it. */
    members: z.int(),
    archived: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'AdminBadge' });
export type AdminBadge = z.infer<typeof adminBadgeSchema>;

export const listBadgesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/badges',
  operationId: 'listBadges',
  summary: 'Награды: значки за договоры, первый договор тарифа, чистый квартал и серии недель',
  tag: 'admin',
  access: 'operator',
  response: z.object({ badges: z.array(adminBadgeSchema) }),
  errors: [],
});

export const createBadgeRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/badges',
  operationId: 'createBadge',
  summary: 'Создать награду: участники, уже выполнившие правило, получат её сразу',
  tag: 'admin',
  access: 'admin',
  body: badgeBody,
  response: adminBadgeSchema,
  errors: [],
});

export const updateBadgeRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/badges/:id',
  operationId: 'updateBadge',
  summary: 'Изменить название, описание и значок награды (правило выданной награды не меняется)',
  tag: 'admin',
  access: 'admin',
  params: badgeIdParams,
  body: badgeBody,
  response: adminBadgeSchema,
  errors: ['not_found', 'badge_rule_fixed'],
});

export const archiveBadgeRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/badges/:id/archive',
  operationId: 'archiveBadge',
  summary: 'Снять награду: её больше не выдают, у получивших она остаётся',
  tag: 'admin',
  access: 'admin',
  params: badgeIdParams,
  response: adminBadgeSchema,
  errors: ['not_found'],
});

export const memberBadgeSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  icon: z.enum(BADGE_ICONS),
  ruleText: z.string(),
  /** When the member was given it; null while it is ahead. */
  awardedAt: z.nullable(z.iso.datetime()),
  /** The way to it where it is counted (contracts, weeks of the series); null otherwise or once given. */
  progress: z.nullable(z.object({ done: z.int(), of: z.int() })),
});
export type MemberBadge = z.infer<typeof memberBadgeSchema>;

export const memberBadgesRoute = defineRoute({
  method: 'GET',
  path: '/api/badges',
  operationId: 'getMemberBadges',
  summary: 'Награды участника: полученные и те, что впереди, с ходом к ним',
  tag: 'contests',
  access: 'member',
  response: z.object({ badges: z.array(memberBadgeSchema) }),
  errors: [],
});
