import { accountInText, cardInText, formatPhone, formatPoints, lastFourMask } from '@cabinet/contracts';
import { russianDate } from '../lib/moscow-time.js';

/** Where an order's money goes, as the texts name it: a bank by SBP, a card (decision 0056) or an account (decision 0057). */
export type PayoutTo =
  { kind: 'sbp'; bankName: string; phone: string } | { kind: 'card'; last4: string } | { kind: 'account'; last4: string };

/** A card or an account inside a sentence («карта •• 1234», «счёт •• 1234»). */
const methodInText = (to: Exclude<PayoutTo, { kind: 'sbp' }>) => (to.kind === 'card' ? cardInText(to) : accountInText(to));

/**
 * An operator's free text as a sentence of ours: ended by exactly one full stop. A reason typed
 * as 'Неверный номер.' would otherwise read 'Причина: Неверный номер.. 700 б. вернулись'.
 */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * An agent on a supervisor's line: «Фамилия И.» — never their phone, which is theirs alone; the name
 * they told, whatever part of it they told, or «без имени».
 */
export function agentInText(a: { lastName: string; firstName: string }): string {
  const last = a.lastName.trim();
  const first = a.firstName.trim();
  if (last && first) return `${last} ${first[0]!.toUpperCase()}.`;
  return last || first || 'без имени';
}

/** A share in hundredths of a percent as Russian text writes it: 1250 → «12,5 %». */
export const percentInText = (basisPoints: number) => `${String(basisPoints / 100).replace('.', ',')}\u00a0%`;

/**
 * Every Russian text the money features write: statement lines of the history (kept with the
 * ledger transaction, like a bank statement) and notifications. Amounts are in points.
 */
export const statement = {
  /** `released`: posted at the end of its hold (decision 0053), not when the contract came. */
  reward: (c: { number: string; signedOn: string; clientName: string; released?: boolean }) => ({
    title: 'Начисление за договор',
    description: `Договор № ${c.number} от ${russianDate(c.signedOn)}, ${c.clientName}` + (c.released ? ' — подтверждён' : ''),
  }),
  withdrawalRequest: (o: { orderId: number; to: PayoutTo }) => ({
    title: 'Вывод средств',
    description:
      `Заявка № ${o.orderId}: ` + (o.to.kind === 'sbp' ? `${o.to.bankName}, СБП ${formatPhone(o.to.phone)}` : methodInText(o.to)),
  }),
  payout: (o: { orderId: number; to: PayoutTo }) => ({
    title: 'Выплата',
    description: `Заявка № ${o.orderId} выплачена: ${o.to.kind === 'sbp' ? o.to.bankName : methodInText(o.to)}`,
  }),
  rejectionReturn: (o: { orderId: number; reason: string }) => ({
    title: 'Возврат',
    description: `Заявка № ${o.orderId} отклонена: ${o.reason}`,
  }),
  cancellationReturn: (o: { orderId: number }) => ({
    title: 'Возврат',
    description: `Заявка № ${o.orderId} отменена участником`,
  }),
  adjustment: (reason: string) => ({ title: 'Корректировка баланса', description: reason }),
  /** A dispute decided with a credit: the line names the dispute, so the member finds its story. */
  disputeCredit: (disputeId: number, text: string) => ({ title: `Начисление по спору № ${disputeId}`, description: text }),
  clawback: (c: { number: string; signedOn: string; clientName: string; debt: number }) => ({
    title: 'Списание за расторгнутый договор',
    description:
      `Договор № ${c.number} от ${russianDate(c.signedOn)}, ${c.clientName}` +
      (c.debt > 0 ? `; не хватило баллов — ${formatPoints(c.debt)} в долг` : ''),
  }),
  /**
   * A supervisor's share of an agent's contract reward (docs/product.md §11.6); `released`: posted at the
   * end of the reward's hold, with it.
   */
  supervisorOverride: (o: {
    number: string;
    signedOn: string;
    agent: string;
    basisPoints: number;
    reward: number;
    released?: boolean;
  }) => ({
    title: 'Вознаграждение руководителя',
    description:
      `Договор № ${o.number} от ${russianDate(o.signedOn)} агента ${o.agent}: ${percentInText(o.basisPoints)} от ${formatPoints(o.reward)}` +
      (o.released ? ' — подтверждён' : ''),
  }),
  supervisorOverrideClawback: (o: { number: string; signedOn: string; agent: string; debt: number }) => ({
    title: 'Списание вознаграждения руководителя',
    description:
      `Договор № ${o.number} от ${russianDate(o.signedOn)} агента ${o.agent} расторгнут` +
      (o.debt > 0 ? `; не хватило баллов — ${formatPoints(o.debt)} в долг` : ''),
  }),
  /** `team`: a team contest's share, naming the team whose place won it (docs/product.md §11.8). */
  contestPrize: (c: { title: string; place: number | null; team?: string }) => ({
    title: 'Приз конкурса',
    description:
      `Конкурс «${c.title}»` +
      (c.team !== undefined ? `, команда «${c.team}»` : '') +
      (c.place !== null ? `, ${c.place}-е место` : '') +
      (c.team !== undefined ? ': доля агента' : ''),
  }),
  contestClawback: (c: { title: string; number: string; debt: number }) => ({
    title: 'Списание приза конкурса',
    description:
      `Конкурс «${c.title}»: договор № ${c.number} расторгнут` +
      (c.debt > 0 ? `; не хватило баллов — ${formatPoints(c.debt)} в долг` : ''),
  }),
};

/** The status column of a line of the member's debt account (shown beside the available lines). */
export const debtHistoryStatus = { into: 'В долг', repaid: 'Погашение долга' } as const;

/** The status column of a history line that is not a withdrawal request (those show their order's). */
export const historyStatus = {
  reward: 'Начислено',
  withdrawal_return: 'Возвращено',
  adjustmentIn: 'Начислено',
  adjustmentOut: 'Списано',
  clawback: 'Списано',
} as const;

export const notice = {
  accrual: (c: { reward: number; number: string; clientName: string }) => ({
    title: `Начислено ${formatPoints(c.reward)}`,
    body: `За договор № ${c.number} (${c.clientName})`,
  }),
  withdrawalRequested: (o: { orderId: number; amount: number; to: PayoutTo }) => ({
    title: `Заявка № ${o.orderId} на вывод ${formatPoints(o.amount)} принята`,
    body:
      'Баллы заморожены до выплаты. ' +
      (o.to.kind === 'sbp'
        ? `Банк: ${o.to.bankName}.`
        : o.to.kind === 'card'
          ? `Карта: ${lastFourMask(o.to)}.`
          : `Счёт: ${lastFourMask(o.to)}.`),
  }),
  /** `amount`: what the bank got; `withheld`: the НДФЛ kept from the order (decision 0033). */
  paid: (o: { orderId: number; amount: number; to: PayoutTo; withheld?: number }) => ({
    title: `Заявка № ${o.orderId} выплачена`,
    body:
      `${formatPoints(o.amount)} отправлены ` +
      (o.to.kind === 'sbp'
        ? `по СБП в ${o.to.bankName}.`
        : o.to.kind === 'card'
          ? `на карту ${lastFourMask(o.to)}.`
          : `на ${accountInText(o.to)}.`) +
      (o.withheld ? ` НДФЛ ${formatPoints(o.withheld)} удержан и перечислён в налоговую.` : ''),
  }),
  rejected: (o: { orderId: number; amount: number; reason: string }) => ({
    title: `Заявка № ${o.orderId} отклонена`,
    body: `Причина: ${asSentence(o.reason)} ${formatPoints(o.amount)} вернулись на баланс.`,
  }),
  cancelled: (o: { orderId: number; amount: number }) => ({
    title: `Заявка № ${o.orderId} отменена`,
    body: `${formatPoints(o.amount)} вернулись на баланс.`,
  }),
  clawback: (c: { amount: number; number: string; clientName: string; debt: number }) => ({
    title: `Списано ${formatPoints(c.amount)} за расторгнутый договор`,
    body:
      `Договор № ${c.number} (${c.clientName}) расторгнут, начисление за него возвращено.` +
      (c.debt > 0 ? ` Долг ${formatPoints(c.debt)} погасится из следующих начислений.` : ''),
  }),
  /** A reward held until `availableOn` (`YYYY-MM-DD`, decision 0053). */
  accrualHeld: (c: { reward: number; number: string; clientName: string; availableOn: string }) => ({
    title: `Начислено ${formatPoints(c.reward)} — ожидает подтверждения`,
    body: `За договор № ${c.number} (${c.clientName}). Баллы станут доступны для вывода ${russianDate(c.availableOn)}, если договор не расторгнут.`,
  }),
  /** A held reward posted at the end of its hold; `repaid`: what of it paid a debt off. */
  holdReleased: (c: { reward: number; repaid: number; number: string; clientName: string }) => ({
    title: `${formatPoints(c.reward)} доступны для вывода`,
    body:
      `Договор № ${c.number} (${c.clientName}) подтверждён, начисление за него на балансе.` +
      (c.repaid > 0 ? ` ${formatPoints(c.repaid)} из них погасили долг.` : ''),
  }),
  /** A contract cancelled inside its hold: its reward was never the member's, so no debt. */
  holdCancelled: (c: { reward: number; number: string; clientName: string }) => ({
    title: `Начисление ${formatPoints(c.reward)} отменено`,
    body: `Договор № ${c.number} (${c.clientName}) расторгнут до подтверждения. Баллы за него не были доступны — долга нет.`,
  }),
  accrualRepaidDebt: (c: { reward: number; repaid: number; number: string; clientName: string }) => ({
    title: `Начислено ${formatPoints(c.reward)}`,
    body: `За договор № ${c.number} (${c.clientName}); ${formatPoints(c.repaid)} из них погасили долг`,
  }),
  adjusted: (a: { amount: number; reason: string }) => ({
    title: `Баланс скорректирован: ${a.amount > 0 ? '+' : '−'}${formatPoints(Math.abs(a.amount))}`,
    body: a.reason,
  }),
};
