// The Russian texts contests write: notifications to members (their history lines are the
// ledger's, `ledger/money-texts.ts`).
import { formatPoints, pluralRu } from '@cabinet/contracts';
import { russianDate } from '../../lib/moscow-time.js';

/** The admin's reason as a sentence: a full stop unless it ends with its own. */
const sentence = (s: string) => (/[.!?…]$/.test(s) ? s : `${s}.`);
const contracts = (n: number) => `${n} ${pluralRu(n, ['договор', 'договора', 'договоров'])}`;

export const contestNotice = {
  started: (c: { title: string; endsOn: string }) => ({
    title: `Начался конкурс «${c.title}»`,
    body: `До ${russianDate(c.endsOn)} включительно. Правила и ваше место в лиге — на странице конкурса.`,
  }),
  endsSoon: (c: { title: string; endsOn: string; gapText: string | null }) => ({
    title: `Конкурс «${c.title}» заканчивается через 2 дня`,
    body: `Последний день — ${russianDate(c.endsOn)}.` + (c.gapText ? ` Вам осталось: ${c.gapText}.` : ''),
  }),
  won: (c: { title: string; prize: number; place: number | null; awaitingApproval: boolean }) => ({
    title: `Приз конкурса «${c.title}»: ${formatPoints(c.prize)}`,
    body:
      (c.place !== null ? `Вы заняли ${c.place}-е место в своей лиге. ` : '') +
      (c.awaitingApproval ? 'Приз начислим после подтверждения куратором.' : 'Приз начислен на баланс.'),
  }),
  result: (c: { title: string; score: number; place: number | null }) => ({
    title: `Конкурс «${c.title}» завершён`,
    body:
      `Ваш результат: ${contracts(c.score)}` + (c.place !== null ? `, ${c.place}-е место в лиге.` : '.') + ' Спасибо за участие!',
  }),
  cancelled: (c: { title: string; reason: string }) => ({
    title: `Конкурс «${c.title}» отменён`,
    body: `Причина: ${sentence(c.reason)} Призов по этому конкурсу не будет.`,
  }),
  /** A team contest's share (docs/product.md §11.8). */
  teamWon: (c: { title: string; team: string; place: number | null; share: number; awaitingApproval: boolean }) => ({
    title: `Приз конкурса «${c.title}»: ${formatPoints(c.share)}`,
    body:
      `Команда «${c.team}» ` +
      (c.place !== null ? `заняла ${c.place}-е место в своей лиге` : 'выиграла приз') +
      // The amount ends in «б.», which ends the sentence too.
      `, ваша доля — ${formatPoints(c.share)} ` +
      (c.awaitingApproval ? 'Приз начислим после подтверждения куратором.' : 'Доля начислена на баланс.'),
  }),
  teamResult: (c: { title: string; team: string; place: number | null; contracts: number }) => ({
    title: `Конкурс «${c.title}» завершён`,
    body:
      `Команда «${c.team}»` +
      (c.place !== null ? `: ${c.place}-е место в лиге` : '') +
      `. Ваш вклад: ${contracts(c.contracts)}. Спасибо за участие!`,
  }),
  prizeTakenBack: (c: { title: string; amount: number; number: string }) => ({
    title: `Списано ${formatPoints(c.amount)} приза конкурса «${c.title}»`,
    body: `Договор № ${c.number} расторгнут, и результат в конкурсе пересчитан.`,
  }),
};
