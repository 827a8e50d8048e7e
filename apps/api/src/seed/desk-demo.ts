import type { Queryable } from '../db/types.js';
import type { DemoContext } from './demo-context.js';
import { seedFundedAgent } from './funded-agent.js';

/** +7 (900) 222-00-01 … 03: agents whose withdrawals the desk's demos and browser journeys pay, reject and approve. */
export const deskPhone = (n: number) => `790022200${String(n).padStart(2, '0')}`;

const DESK_MEMBERS = [
  { lastName: 'Волкова', firstName: 'Ольга', middleName: 'Петровна', points: 5_000 },
  { lastName: 'Зайцев', firstName: 'Денис', middleName: 'Игоревич', points: 5_000 },
  { lastName: 'Морозов', firstName: 'Артём', middleName: 'Викторович', points: 80_000 },
];

/**
 * Three agents with a confirmed identity and points on the balance (a curator's bonus, through the
 * ledger's adjustment), so that a withdrawal they ask for can be paid, rejected, or — the third, above
 * the approval threshold — approved by a second operator, without touching anyone else's money.
 */
export async function seedDeskDemo(tx: Queryable, ctx: DemoContext): Promise<void> {
  for (const [i, m] of DESK_MEMBERS.entries()) {
    await seedFundedAgent(tx, ctx, { ...m, phone: deskPhone(i + 1), cityName: 'Тверь', email: `desk${i + 1}@example.ru` });
  }
}
