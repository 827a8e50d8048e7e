// How the programme works, in words the rules, the policy and the help all quote. The numbers come
// from the contracts' programme module, which the API enforces.
import { pluralRu, type TierStep } from '@cabinet/contracts/client';
import { formatPoints } from '@/lib/format';

export {
  CLAIM_ANSWER_WORKING_DAYS,
  DEFAULT_REWARD_TIERS,
  IDENTITY_REVIEW_WORKING_DAYS,
  PAYOUT_WORKING_DAYS,
  SIGN_IN,
} from '@cabinet/contracts/client';

/** One point is one rouble (product §1), with no-break spaces so the rate never splits. */
export const POINT_RATE = '1\u00a0б. = 1\u00a0₽';

/** '5 минут', '1 минуту'… — a number with its word in the case `forms` give (one, few, many). */
export function countOf(n: number, forms: readonly [string, string, string]): string {
  return `${n} ${pluralRu(n, forms)}`;
}

export const MINUTES = ['минуту', 'минуты', 'минут'] as const;
export const SECONDS = ['секунду', 'секунды', 'секунд'] as const;
export const ATTEMPTS = ['попытку', 'попытки', 'попыток'] as const;
/** After 'до' / 'не более': 'до 1 дня', 'до 15 дней'. */
export const DAYS_GENITIVE = ['дня', 'дней', 'дней'] as const;
export const TIMES_GENITIVE = ['раза', 'раз', 'раз'] as const;

/** 'в течение 3 рабочих дней' */
export function withinWorkingDays(days: number): string {
  return `в течение ${days} ${pluralRu(days, ['рабочего дня', 'рабочих дней', 'рабочих дней'])}`;
}

/** The tier of the `position`-th contract of a month (undefined below the lowest tier). */
export function tierForPosition(tiers: readonly TierStep[], position: number): TierStep | undefined {
  return tiers.findLast((t) => t.minContracts <= position);
}

/** Points for `count` contracts of one month: each contract earns its own tier's reward. */
export function monthEarnings(tiers: readonly TierStep[], count: number): number {
  let total = 0;
  for (let position = 1; position <= count; position++) total += tierForPosition(tiers, position)?.reward ?? 0;
  return total;
}

/** '1–4', '5–9', '10 и далее': which contracts of the month a tier covers. */
export function tierRange(tiers: readonly TierStep[], index: number): string {
  const tier = tiers[index]!;
  const next = tiers[index + 1];
  if (!next) return `${tier.minContracts} и далее`;
  const last = next.minContracts - 1;
  return last === tier.minContracts ? String(last) : `${tier.minContracts}–${last}`;
}

/** Rows of the tier table: level, contracts of the month, reward per contract. */
export function tierRows(tiers: readonly TierStep[]): string[][] {
  return tiers.map((tier, i) => [String(i + 1), tierRange(tiers, i), formatPoints(tier.reward)]);
}

/**
 * '4 × 500 б. + 5 × 700 б. + 3 × 1 000 б. = 8 500 б.' — how `count` contracts of a month add up,
 * for the worked example of the rules and the help.
 */
export function earningsExample(tiers: readonly TierStep[], count: number): string {
  const parts: string[] = [];
  tiers.forEach((tier, i) => {
    const end = Math.min(count, (tiers[i + 1]?.minContracts ?? Infinity) - 1);
    const n = end - tier.minContracts + 1;
    if (n > 0) parts.push(`${n}\u00a0×\u00a0${formatPoints(tier.reward)}`);
  });
  return `${parts.join(' + ')} = ${formatPoints(monthEarnings(tiers, count))}`;
}

/** Closes a sentence with a full stop, unless it ends with one already ('… 8 500 б.'). */
export function endSentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

/** A month's count that reaches every tier and then some: the example the texts work through. */
export function exampleCount(tiers: readonly TierStep[]): number {
  return (tiers.at(-1)?.minContracts ?? 1) + 2;
}
