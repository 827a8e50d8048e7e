import type { Queryable } from '../db/types.js';
import { lockMemberAccount } from '../ledger/accounts.js';
import { adjustBalance } from '../features/adjustments/adjust-balance.js';
import { createOrder } from '../features/orders/create-order.js';
import { payOrder } from '../features/orders/pay-order.js';
import { rejectOrder } from '../features/orders/reject-order.js';
import { receiveContract } from '../features/contract-intake/service.js';
import { addMonths, moscowDate, moscowMonth } from '../lib/moscow-time.js';
import type { DemoContext } from './demo-context.js';
import { streakDays, type StreakPlan } from './streak-demo.js';

const OPERATOR = 'curator@agentplus.ru';
const SBER = { id: '100000000111', name: 'Сбербанк' };
const TBANK = { id: '100000000004', name: 'Т-Банк' };
const DAY = 86_400_000;

/** Contracts signed per month by the demo member, 17 months ago … this month: tiers 2 and 3 in some. */
export const DEMO_MONTHS = [3, 5, 2, 7, 10, 4, 6, 12, 3, 8, 5, 2, 9, 4, 9, 11, 6, 5];
/** Months ago when the demo member asked for a payout, and what became of it. */
const DEMO_WITHDRAWALS: Record<number, 'paid' | 'rejected'> = {
  16: 'paid',
  14: 'paid',
  12: 'paid',
  10: 'paid',
  8: 'paid',
  6: 'paid',
  4: 'rejected',
};
const SECOND_MONTHS = [4, 6, 3, 2];

const MALE = {
  last: [
    'Иванов',
    'Смирнов',
    'Кузнецов',
    'Попов',
    'Васильев',
    'Соколов',
    'Михайлов',
    'Новиков',
    'Фёдоров',
    'Морозов',
    'Волков',
    'Алексеев',
    'Лебедев',
    'Семёнов',
    'Егоров',
  ],
  first: [
    'Александр',
    'Дмитрий',
    'Максим',
    'Сергей',
    'Андрей',
    'Алексей',
    'Артём',
    'Илья',
    'Кирилл',
    'Михаил',
    'Николай',
    'Павел',
  ],
  middle: [
    'Александрович',
    'Дмитриевич',
    'Сергеевич',
    'Андреевич',
    'Игоревич',
    'Олегович',
    'Викторович',
    'Николаевич',
    'Павлович',
  ],
};
const FEMALE = {
  last: [
    'Иванова',
    'Смирнова',
    'Кузнецова',
    'Попова',
    'Васильева',
    'Соколова',
    'Михайлова',
    'Новикова',
    'Фёдорова',
    'Морозова',
    'Волкова',
    'Лебедева',
    'Козлова',
    'Павлова',
  ],
  first: ['Анна', 'Мария', 'Елена', 'Ольга', 'Наталья', 'Екатерина', 'Татьяна', 'Ирина', 'Светлана', 'Юлия', 'Дарья', 'Полина'],
  middle: [
    'Александровна',
    'Дмитриевна',
    'Сергеевна',
    'Андреевна',
    'Игоревна',
    'Олеговна',
    'Викторовна',
    'Николаевна',
    'Павловна',
  ],
};

/** A small seeded generator: the same demo every time. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An instant at `hour`:`minute` Moscow time (UTC+3) of a calendar day `YYYY-MM-DD`. */
function moscowTime(day: string, hour: number, minute = 0): Date {
  return new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+03:00`);
}

function daysIn(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export interface Plan {
  memberId: string;
  phone: string;
  /** Contracts per month, oldest first, the last one this month. */
  months: number[];
  /** Months ago → what became of the withdrawal asked for on the 20th of that month. */
  withdrawals: Record<number, 'paid' | 'rejected'>;
  /** Ask for one more payout a few days ago and leave it pending. */
  pendingPayout: boolean;
  /** A curator's bonus this many months ago. */
  bonusMonthsAgo?: number;
  /**
   * Contracts accrued in the last `days` came with a tariff held `holdDays` (decision 0053): their
   * rewards are still «ожидает подтверждения» when the demo starts.
   */
  recentHold?: { days: number; holdDays: number };
  /** The last weeks' contracts placed for a weekly streak with a freeze used (docs/product.md §11.2). */
  streak?: StreakPlan;
}

/**
 * The money part of the demo: contracts and their rewards month by month, payouts asked for and
 * paid, one rejected with a reason, one still pending, a curator's bonus. Everything goes through
 * the same operations as the product, in time order, so the ledger holds as in real use.
 */
export async function seedMoneyDemo(tx: Queryable, ctx: DemoContext): Promise<void> {
  const phones = await tx.query<{ id: string; phone: string }>('SELECT id, phone FROM members WHERE id = ANY($1::uuid[])', [
    [ctx.demoMemberId, ctx.secondMemberId],
  ]);
  const phoneOf = (id: string) => phones.rows.find((r) => r.id === id)!.phone;
  const state = newMoneyDemoState(20_240_601);

  const plans: Plan[] = [
    {
      memberId: ctx.demoMemberId,
      phone: phoneOf(ctx.demoMemberId),
      months: DEMO_MONTHS,
      withdrawals: DEMO_WITHDRAWALS,
      pendingPayout: true,
      bonusMonthsAgo: 9,
      recentHold: { days: 20, holdDays: 30 },
      // The home page's «Серия недель»: eight weeks and this one, the week three weeks ago frozen.
      streak: { weeks: 8, frozenWeeksAgo: 3 },
    },
    {
      memberId: ctx.secondMemberId,
      phone: phoneOf(ctx.secondMemberId),
      months: SECOND_MONTHS,
      withdrawals: { 2: 'paid' },
      pendingPayout: false,
    },
  ];
  for (const plan of plans) await seedMoneyPlan(tx, plan, ctx.now, state);

  // What happened more than two weeks ago has been read; the recent news is still unread.
  await tx.query(
    `UPDATE notifications SET read_at = created_at + interval '1 day'
      WHERE member_id = ANY($1::uuid[]) AND category IN ('accrual', 'withdrawal') AND read_at IS NULL AND created_at < $2`,
    [[ctx.demoMemberId, ctx.secondMemberId], new Date(ctx.now.getTime() - 14 * DAY)],
  );
}

export interface MoneyDemoState {
  next: () => number;
  /** Contract numbers grow across all members so that they stay unique. */
  contractSeq: number;
}

export function newMoneyDemoState(seed: number): MoneyDemoState {
  return { next: random(seed), contractSeq: 118 };
}

/** One member's money history, through the product's own operations in time order. */
export async function seedMoneyPlan(tx: Queryable, plan: Plan, now: Date, state: MoneyDemoState): Promise<void> {
  const { next } = state;
  type Step = { at: Date; run: () => Promise<void> };
  const steps: Step[] = [];
  const thisMonth = moscowMonth(now);
  const today = moscowDate(now);

  const streak = plan.streak ? streakDays(plan.streak, today) : null;
  plan.months.forEach((count, i) => {
    const monthsAgo = plan.months.length - 1 - i;
    const month = addMonths(thisMonth, -monthsAgo);
    const lastDay = monthsAgo === 0 ? Number(today.slice(8, 10)) : daysIn(month);
    for (let c = 0; c < count; c++) {
      const randomDay = `${month}-${String(1 + Math.floor(next() * lastDay)).padStart(2, '0')}`;
      const signedOn = streak ? streak.dayFor(month, c, randomDay) : randomDay;
      const signedAt = moscowTime(signedOn, 10 + Math.floor(next() * 8), Math.floor(next() * 60));
      // Rewards accrue the working day after signing; never in the future.
      const at = new Date(Math.min(signedAt.getTime() + DAY, now.getTime() - 60_000 * (c + 1)));
      const number = `АД-${signedOn.slice(0, 4)}-${String((state.contractSeq += 1 + Math.floor(next() * 37))).padStart(6, '0')}`;
      const clientName = client(next);
      const hold = plan.recentHold;
      const holdDays = hold && now.getTime() - at.getTime() < hold.days * DAY ? hold.holdDays : null;
      steps.push({
        at,
        run: async () =>
          void (await receiveContract(tx, { memberId: plan.memberId, number, clientName, signedOn, at, holdDays })),
      });
    }
    const outcome = plan.withdrawals[monthsAgo];
    if (outcome) {
      const at = moscowTime(`${month}-20`, 19, 5);
      const bank = monthsAgo % 4 === 0 ? TBANK : SBER;
      steps.push({ at, run: () => withdrawPart(tx, plan, bank, at, 0.7, outcome) });
    }
    if (plan.bonusMonthsAgo === monthsAgo) {
      const at = moscowTime(`${month}-25`, 12);
      steps.push({
        at,
        run: async () =>
          void (await adjustBalance(tx, {
            memberId: plan.memberId,
            amount: 500,
            reason: 'Бонус за участие в обучении по новым тарифам',
            operator: OPERATOR,
            at,
          })),
      });
    }
  });
  if (plan.pendingPayout) {
    const at = new Date(now.getTime() - 2 * DAY);
    steps.push({ at, run: () => withdrawPart(tx, plan, SBER, at, 0.2, 'pending') });
  }

  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const step of steps) await step.run();
}

/** Asks for `share` of the available points (whole hundreds), then pays or rejects it two days later. */
async function withdrawPart(
  tx: Queryable,
  plan: Plan,
  bank: { id: string; name: string },
  at: Date,
  share: number,
  outcome: 'paid' | 'rejected' | 'pending',
): Promise<void> {
  const available = await lockMemberAccount(tx, plan.memberId, 'available');
  const amount = Math.floor((available * share) / 10_000) * 10_000;
  if (amount < 10_000) return;
  const orderId = await createOrder(tx, {
    memberId: plan.memberId,
    destination: { kind: 'sbp', bank, phone: plan.phone },
    rail: 'manual',
    amount,
    at,
  });
  const settledAt = new Date(at.getTime() + 2 * DAY);
  if (outcome === 'paid') await payOrder(tx, { orderId, operator: OPERATOR, at: settledAt });
  if (outcome === 'rejected') {
    const reason = 'Номер телефона не подключён к СБП в выбранном банке. Выберите другой банк или подключите СБП.';
    await rejectOrder(tx, { orderId, reason, operator: OPERATOR, at: settledAt });
  }
}

export function client(next: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const names = next() < 0.5 ? MALE : FEMALE;
  return `${pick(names.last)} ${pick(names.first)} ${pick(names.middle)}`;
}
