import { completePersonInn } from '@cabinet/contracts';
import type { Queryable } from '../db/types.js';
import type { DemoContext } from './demo-context.js';
import { seedFundedAgent, type FundedAgent } from './funded-agent.js';

/** +7 (900) 555-08-50: an agent who is self-employed (decision 0034), not yet bound to «Мой налог». */
export const SELF_EMPLOYED_PHONE = '79005550850';
export const SELF_EMPLOYED_INN = completePersonInn('7701234567');

/**
 * A self-employed agent with a confirmed identity holding their ИНН, the same ИНН in the tax profile,
 * ФНС's check of it a month ago and points on the balance: the regime applies (decision 0043), and
 * the demo and the browser journeys of «Самозанятость» start from them, not yet bound.
 */
export async function seedSelfEmployedDemo(tx: Queryable, ctx: DemoContext): Promise<void> {
  await seedCheckedSelfEmployed(tx, ctx, {
    phone: SELF_EMPLOYED_PHONE,
    firstName: 'Егор',
    middleName: 'Павлович',
    lastName: 'Соколов',
    cityName: 'Ярославль',
    email: 'egor.sokolov@example.ru',
    points: 12_000,
    inn: SELF_EMPLOYED_INN,
  });
}

/** A funded agent who chose «самозанятый» for their document's ИНН, which ФНС confirmed a month ago. */
async function seedCheckedSelfEmployed(tx: Queryable, ctx: DemoContext, agent: FundedAgent & { inn: string }): Promise<void> {
  const memberId = await seedFundedAgent(tx, ctx, agent);
  const monthAgo = new Date(ctx.now.getTime() - 30 * 86_400_000);
  await tx.query(
    `INSERT INTO member_tax_profiles (member_id, regime, inn, resident, changed_at) VALUES ($1, 'self_employed', $2, true, $3)`,
    [memberId, agent.inn, monthAgo],
  );
  await tx.query(
    `INSERT INTO member_npd (member_id, checked_inn, npd_active, npd_message, npd_checked_at, updated_at) VALUES ($1, $2, true, $3, $4, $4)`,
    [memberId, agent.inn, `${agent.inn} является плательщиком налога на профессиональный доход`, monthAgo],
  );
}

/** +7 (900) 555-08-60: an agent paid as an individual who becomes self-employed in the browser journey. */
export const NPD_JOURNEY_PHONE = '79005550860';
/** The ИНН of their identity document, which the journey declares in «Налоги». */
export const NPD_JOURNEY_INN = completePersonInn('7603456789');

/**
 * An agent with a confirmed identity and points but no tax profile yet: the browser journey chooses
 * «самозанятый» in «Налоги», binds «Мой налог» through the provider and is paid with a receipt.
 */
export async function seedNpdJourneyDemo(tx: Queryable, ctx: DemoContext): Promise<void> {
  await seedFundedAgent(tx, ctx, {
    phone: NPD_JOURNEY_PHONE,
    firstName: 'Дарья',
    middleName: 'Олеговна',
    lastName: 'Ковалёва',
    cityName: 'Ярославль',
    email: 'darya.kovaleva@example.ru',
    points: 5_000,
    inn: NPD_JOURNEY_INN,
  });
}

/** +7 (900) 555-08-70: a self-employed agent whose status ФНС no longer confirms at the payout. */
export const NPD_LOST_JOURNEY_PHONE = '79005550870';
export const NPD_LOST_JOURNEY_INN = completePersonInn('7603456790');

/**
 * A self-employed agent with a confirmed identity, points and ФНС's check of a month ago, not yet
 * bound: the browser journey binds «Мой налог» and withdraws, and ФНС, asked before the payout
 * (decision 0054), no longer confirms the status.
 */
export async function seedNpdLostJourneyDemo(tx: Queryable, ctx: DemoContext): Promise<void> {
  await seedCheckedSelfEmployed(tx, ctx, {
    phone: NPD_LOST_JOURNEY_PHONE,
    firstName: 'Илья',
    middleName: 'Андреевич',
    lastName: 'Морозов',
    cityName: 'Кострома',
    email: 'ilya.morozov@example.ru',
    points: 3_000,
    inn: NPD_LOST_JOURNEY_INN,
  });
}

/** +7 (900) 555-08-80: a self-employed agent paid by the bank's registry (decision 0057). */
export const BANK_REGISTRY_JOURNEY_PHONE = '79005550880';
export const BANK_REGISTRY_JOURNEY_INN = completePersonInn('7603456791');

/** +7 (900) 555-08-90: the same kind of agent, for `npm run screenshots` of the bank's rail. */
export const BANK_RAIL_SCREENS_PHONE = '79005550890';
export const BANK_RAIL_SCREENS_INN = completePersonInn('7603456792');

/**
 * Self-employed agents with a confirmed identity, points and ФНС's check of a month ago, bound to
 * nobody and with no account yet: the browser journey, on the bank's rail, binds with the bank, sets
 * the account and is paid by a registry with its receipt; the screenshots walk the same screens.
 */
export async function seedBankRegistryJourneyDemo(tx: Queryable, ctx: DemoContext): Promise<void> {
  await seedCheckedSelfEmployed(tx, ctx, {
    phone: BANK_REGISTRY_JOURNEY_PHONE,
    firstName: 'Вера',
    middleName: 'Сергеевна',
    lastName: 'Лебедева',
    cityName: 'Вологда',
    email: 'vera.lebedeva@example.ru',
    points: 4_000,
    inn: BANK_REGISTRY_JOURNEY_INN,
  });
  await seedCheckedSelfEmployed(tx, ctx, {
    phone: BANK_RAIL_SCREENS_PHONE,
    firstName: 'Олег',
    middleName: 'Викторович',
    lastName: 'Гусев',
    cityName: 'Тверь',
    email: 'oleg.gusev@example.ru',
    points: 6_500,
    inn: BANK_RAIL_SCREENS_INN,
  });
}
