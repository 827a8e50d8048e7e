// Badges (docs/product.md §11.5): their icons, rules and the rules in plain Russian. Pure functions and
// types only: the member's pages import this through `@cabinet/contracts/client` (no zod, decision 0022).
import { countRu } from '../common/plural.js';

/** The cabinet's set of badge icons (the web app's components/badge-icon draws each). */
export const BADGE_ICONS = ['star', 'rocket', 'trophy', 'flame', 'shield', 'medal', 'target', 'crown'] as const;
export type BadgeIcon = (typeof BADGE_ICONS)[number];

export const BADGE_RULES = ['contracts', 'first_tariff', 'clean_quarter', 'streak'] as const;
export type BadgeRuleKind = (typeof BADGE_RULES)[number];

export type BadgeRule =
  | { kind: 'contracts'; contracts: number }
  | { kind: 'first_tariff'; tariff: string }
  | { kind: 'clean_quarter' }
  | { kind: 'streak'; weeks: number };

/** The longest streak a badge may ask for: two years of weeks. */
export const MAX_BADGE_STREAK_WEEKS = 104;

/** What earns the badge, in one sentence a member reads. */
export function badgeRuleText(rule: BadgeRule): string {
  switch (rule.kind) {
    case 'contracts':
      return countRu(rule.contracts, ['действующий договор', 'действующих договора', 'действующих договоров']);
    case 'first_tariff':
      return `Первый договор тарифа «${rule.tariff}»`;
    case 'clean_quarter':
      return 'Квартал с договорами и без единого расторжения';
    case 'streak':
      return `Серия из ${countRu(rule.weeks, ['недели', 'недель', 'недель'])} с договором`;
  }
}
