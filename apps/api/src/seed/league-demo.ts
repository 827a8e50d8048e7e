// The demo member's league mates (docs/product.md §11.1): eight agents whose last three months put
// them in Иван's league of the running contest («Рост», five to ten contracts a month), four of them
// ahead of him this month and four behind, so that his contest page shows him in the middle of the
// pack — three neighbours above and three below, the gap to the last prize place and what his next
// contract brings. Seeded before the contests, so that the contest's start puts them in leagues.
import type { Queryable } from '../db/types.js';
import type { DemoContext } from './demo-context.js';
import { seedMember } from './members.js';
import { newMoneyDemoState, seedMoneyPlan } from './money-demo.js';

/** +7 (900) 777-00-01 … +7 (900) 777-00-08. */
export const leagueMatePhone = (n: number) => `790077700${String(n).padStart(2, '0')}`;

/** Names, and contracts a month: the three months before this one (their league), then this month's. */
const MATES: { firstName: string; lastName: string; middleName: string; months: number[] }[] = [
  { firstName: 'Глеб', lastName: 'Орлов', middleName: 'Андреевич', months: [8, 9, 7, 9] },
  { firstName: 'Вера', lastName: 'Соколова', middleName: 'Игоревна', months: [7, 6, 8, 8] },
  { firstName: 'Тимур', lastName: 'Галиев', middleName: 'Ринатович', months: [9, 7, 8, 7] },
  { firstName: 'Дарья', lastName: 'Лебедева', middleName: 'Олеговна', months: [6, 7, 6, 6] },
  { firstName: 'Роман', lastName: 'Зайцев', middleName: 'Петрович', months: [6, 8, 7, 4] },
  { firstName: 'Инна', lastName: 'Белова', middleName: 'Сергеевна', months: [7, 5, 6, 3] },
  { firstName: 'Егор', lastName: 'Миронов', middleName: 'Витальевич', months: [8, 6, 5, 2] },
  { firstName: 'Полина', lastName: 'Фомина', middleName: 'Денисовна', months: [5, 7, 6, 1] },
];

export async function seedLeagueDemo(tx: Queryable, ctx: DemoContext): Promise<void> {
  const state = newMoneyDemoState(5_050_707);
  // Contract numbers of their own: a number another demo member's contract has would be refused as a
  // duplicate (a contract is paid once) and leave its month short.
  state.contractSeq = 700_000;
  for (const [i, mate] of MATES.entries()) {
    const phone = leagueMatePhone(i + 1);
    const memberId = await seedMember(tx, {
      phone,
      firstName: mate.firstName,
      middleName: mate.middleName,
      lastName: mate.lastName,
      cityName: 'Москва',
      email: `league${i + 1}@example.ru`,
    });
    await seedMoneyPlan(tx, { memberId, phone, months: mate.months, withdrawals: {}, pendingPayout: false }, ctx.now, state);
  }
}
