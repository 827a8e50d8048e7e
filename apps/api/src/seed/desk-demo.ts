import type { Queryable } from '../db/types.js';
import { adjustBalance } from '../features/adjustments/adjust-balance.js';
import type { DemoContext } from './demo-context.js';
import { seedMember } from './members.js';
import { DEMO_ADMIN } from './operators-demo.js';

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
  const reviewed = new Date(ctx.now.getTime() - 30 * 86_400_000);
  for (const [i, m] of DESK_MEMBERS.entries()) {
    const memberId = await seedMember(tx, {
      phone: deskPhone(i + 1),
      firstName: m.firstName,
      middleName: m.middleName,
      lastName: m.lastName,
      cityName: 'Тверь',
      email: `desk${i + 1}@example.ru`,
    });
    await tx.query(
      `INSERT INTO identity_documents (member_id, status, reviewed_at, updated_at) VALUES ($1, 'confirmed', $2, $2)`,
      [memberId, reviewed],
    );
    await adjustBalance(tx, {
      memberId,
      amount: m.points,
      reason: 'Бонус куратора за квартал',
      operator: DEMO_ADMIN.email,
      at: reviewed,
    });
  }
}
