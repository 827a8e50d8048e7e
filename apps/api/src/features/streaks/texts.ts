// The Russian texts of the weekly streak's notifications (docs/product.md §11.2). The home page's
// texts are the web app's (features/contests/texts.ts).
import { countRu } from '@cabinet/contracts';

const WEEKS = ['недели', 'недель', 'недель'] as const;
const CONTRACTS = ['договор', 'договора', 'договоров'] as const;

export const streakNotice = {
  /** Saturday: this week has no contract and the month's freeze is spent. */
  breaksSunday: (weeks: number) => ({
    title: `Серия из ${countRu(weeks, WEEKS)} прервётся в воскресенье`,
    body: 'Заключите договор до конца недели — и серия продолжится. Заморозка этого месяца уже использована.',
  }),
  /** Saturday: last week was missed and this week has not repaired it yet. */
  repairBySunday: (weeks: number, contractsNeeded: number) => ({
    title: `Серия из ${countRu(weeks, WEEKS)} прервётся в воскресенье`,
    body: `Прошлая неделя прошла без договора. Заключите ещё ${countRu(contractsNeeded, CONTRACTS)} до конца недели — и серия восстановится.`,
  }),
};
