import { formatPhone, formatPoints } from '@cabinet/contracts';
import { russianDate } from '../lib/moscow-time.js';

/**
 * Every Russian text the money features write: statement lines of the history (kept with the
 * ledger transaction, like a bank statement) and notifications. Amounts are in points.
 */
export const statement = {
  reward: (c: { number: string; signedOn: string; clientName: string }) => ({
    title: 'Начисление за договор',
    description: `Договор № ${c.number} от ${russianDate(c.signedOn)}, ${c.clientName}`,
  }),
  withdrawalRequest: (o: { orderId: number; bankName: string; phone: string }) => ({
    title: 'Вывод средств',
    description: `Заявка № ${o.orderId}: ${o.bankName}, СБП ${formatPhone(o.phone)}`,
  }),
  payout: (o: { orderId: number; bankName: string }) => ({
    title: 'Выплата',
    description: `Заявка № ${o.orderId} выплачена: ${o.bankName}`,
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
};

/** The status column of a history line that is not a withdrawal request (those show their order's). */
export const historyStatus = {
  reward: 'Начислено',
  withdrawal_return: 'Возвращено',
  adjustmentIn: 'Начислено',
  adjustmentOut: 'Списано',
} as const;

export const notice = {
  accrual: (c: { reward: number; number: string; clientName: string }) => ({
    title: `Начислено ${formatPoints(c.reward)}`,
    body: `За договор № ${c.number} (${c.clientName})`,
  }),
  withdrawalRequested: (o: { orderId: number; amount: number; bankName: string }) => ({
    title: `Заявка № ${o.orderId} на вывод ${formatPoints(o.amount)} принята`,
    body: `Баллы заморожены до выплаты. Банк: ${o.bankName}.`,
  }),
  paid: (o: { orderId: number; amount: number; bankName: string }) => ({
    title: `Заявка № ${o.orderId} выплачена`,
    body: `${formatPoints(o.amount)} отправлены по СБП в ${o.bankName}.`,
  }),
  rejected: (o: { orderId: number; amount: number; reason: string }) => ({
    title: `Заявка № ${o.orderId} отклонена`,
    body: `Причина: ${o.reason}. ${formatPoints(o.amount)} вернулись на баланс.`,
  }),
  cancelled: (o: { orderId: number; amount: number }) => ({
    title: `Заявка № ${o.orderId} отменена`,
    body: `${formatPoints(o.amount)} вернулись на баланс.`,
  }),
  adjusted: (a: { amount: number; reason: string }) => ({
    title: `Баланс скорректирован: ${a.amount > 0 ? '+' : '−'}${formatPoints(Math.abs(a.amount))}`,
    body: a.reason,
  }),
};
