// The tax demo (decision 0033): an agent paid as an individual resident, with a confirmed identity
// document holding their ИНН and points to withdraw, so that a demo (and the browser test of the
// withdrawal's НДФЛ, +7 (900) 555-08-00) shows the tax before the confirmation and in the history.
import { completePersonInn } from '@cabinet/contracts';
import type { Queryable } from '../db/types.js';
import { adjustBalance } from '../features/adjustments/adjust-balance.js';
import type { DemoContext } from './demo-context.js';
import { seedMember } from './members.js';

export const TAX_DEMO_PHONE = '79005550800';

export async function seedTaxDemo(tx: Queryable, ctx: DemoContext): Promise<void> {
  const memberId = await seedMember(tx, {
    phone: TAX_DEMO_PHONE,
    firstName: 'Ольга',
    middleName: 'Николаевна',
    lastName: 'Смирнова',
    cityName: 'Тверь',
    email: 'olga.smirnova@example.ru',
  });
  await tx.query("INSERT INTO identity_documents (member_id, status, inn) VALUES ($1, 'confirmed', $2)", [
    memberId,
    completePersonInn('6901234567'),
  ]);
  await adjustBalance(tx, {
    memberId,
    amount: 20_000,
    reason: 'Вознаграждение за квартал',
    operator: 'operator@agentplus.ru',
    at: new Date(ctx.now.getTime() - 86_400_000),
  });
}
