// Two agents for the disputes (docs/product.md §12b): Лидия, whose dispute waits for her answer and
// whose claim waits for the operators (the demo and the screenshots), and Павел, with contracts and
// nothing disputed yet (the browser journey). Their contracts were signed the month before last, so
// that no contest or month of this one counts them.
import { DISPUTE_FIRST_ANSWER_WORKING_DAYS, DISPUTE_RESOLVE_WORKING_DAYS } from '@cabinet/contracts';
import type { Queryable } from '../db/types.js';
import { receiveContract } from '../features/contract-intake/service.js';
import { addMonths, moscowDate, moscowMonth } from '../lib/moscow-time.js';
import { endOfWorkingDaysAfter } from '../lib/working-days.js';
import type { DemoContext } from './demo-context.js';
import { seedMember } from './members.js';
import { DEMO_OPERATOR } from './operators-demo.js';

/** +7 (900) 444-00-01: Лидия with two disputes; +7 (900) 444-00-02: Павел, for the browser journey. */
export const DISPUTES_DEMO_PHONE = '79004440001';
export const DISPUTES_JOURNEY_PHONE = '79004440002';

const DAY = 86_400_000;

async function agentWithContracts(
  tx: Queryable,
  ctx: DemoContext,
  who: { phone: string; lastName: string; firstName: string; middleName: string; email: string; prefix: string },
): Promise<string> {
  const { prefix, ...member } = who;
  const memberId = await seedMember(tx, { ...member, cityName: 'Ярославль' });
  const month = addMonths(moscowMonth(ctx.now), -2);
  const clients = ['Белова Нина Игоревна', 'Краснов Илья Сергеевич', 'Фомина Дарья Олеговна'];
  for (const [i, clientName] of clients.entries()) {
    const signedOn = `${month}-${String(10 + i).padStart(2, '0')}`;
    const at = new Date(`${signedOn}T12:00:00+03:00`);
    await receiveContract(tx, { memberId, number: `${prefix}-${i + 1}`, clientName, signedOn, at });
  }
  return memberId;
}

function promises(created: Date) {
  return [
    created,
    endOfWorkingDaysAfter(created, DISPUTE_FIRST_ANSWER_WORKING_DAYS),
    endOfWorkingDaysAfter(created, DISPUTE_RESOLVE_WORKING_DAYS),
  ] as const;
}

export async function seedDisputesDemo(tx: Queryable, ctx: DemoContext): Promise<void> {
  const lidia = await agentWithContracts(tx, ctx, {
    phone: DISPUTES_DEMO_PHONE,
    lastName: 'Соколова',
    firstName: 'Лидия',
    middleName: 'Андреевна',
    email: 'lidia.sokolova@example.ru',
    prefix: 'ЯР-2026-101',
  });
  await agentWithContracts(tx, ctx, {
    phone: DISPUTES_JOURNEY_PHONE,
    lastName: 'Гусев',
    firstName: 'Павел',
    middleName: 'Романович',
    email: 'pavel.gusev@example.ru',
    prefix: 'ЯР-2026-201',
  });

  // Лидия's second contract's line, disputed two days ago; the operator asked for the contract's page.
  const { rows: lines } = await tx.query<{ id: string; created_at: Date; amount: string; title: string; number: string }>(
    `SELECT e.id, e.created_at, e.amount, t.title, c.number
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
       JOIN ledger_transactions t ON t.id = e.transaction_id JOIN contracts c ON c.id = t.contract_id
      WHERE a.member_id = $1 AND a.kind = 'available' ORDER BY c.number`,
    [lidia],
  );
  const line = lines[1]!;
  const opened = new Date(ctx.now.getTime() - 2 * DAY);
  const [created, firstDue, resolveDue] = promises(opened);
  const answeredAt = new Date(opened.getTime() + 3 * 3_600_000);
  const { rows: disputed } = await tx.query<{ id: string }>(
    `INSERT INTO disputes (member_id, kind, status, reason, comment, entry_id, entry_date, entry_title, entry_amount, entry_contract,
                           created_at, first_answer_due, resolve_due, first_answered_at)
     VALUES ($1, 'line', 'need_info', 'wrong_tariff', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      lidia,
      'Абонент подключил тариф «Семейный», за него положено больше.',
      line.id,
      line.created_at,
      line.title,
      line.amount,
      line.number,
      created,
      firstDue,
      resolveDue,
      answeredAt,
    ],
  );
  await tx.query(
    `INSERT INTO dispute_answers (dispute_id, operator_id, author, status, text, created_at)
     SELECT $1, id, 'operator', 'need_info', $2, $3 FROM operators WHERE email = $4`,
    [disputed[0]!.id, 'Пришлите, пожалуйста, фото первой страницы договора, где указан тариф.', answeredAt, DEMO_OPERATOR.email],
  );

  // A contract she signed this week that no import has brought yet.
  const [claimed, claimFirstDue, claimResolveDue] = promises(new Date(ctx.now.getTime() - 3_600_000));
  await tx.query(
    `INSERT INTO disputes (member_id, kind, comment, contract_number, contract_date, subscriber, created_at, first_answer_due, resolve_due)
     VALUES ($1, 'missing_contract', $2, 'ЯР-2026-10199', $3, 'г. Ярославль, ул. Свободы, д. 12, кв. 4', $4, $5, $6)`,
    [
      lidia,
      'Договор подписан в офисе, абонент уже пользуется интернетом.',
      moscowDate(new Date(ctx.now.getTime() - 3 * DAY)),
      claimed,
      claimFirstDue,
      claimResolveDue,
    ],
  );
}
