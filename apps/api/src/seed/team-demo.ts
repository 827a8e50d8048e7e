import { completePersonInn } from '@cabinet/contracts';
import type { Queryable } from '../db/types.js';
import type { DemoContext } from './demo-context.js';
import { seedMember } from './members.js';
import { client, newMoneyDemoState, random, seedMoneyPlan } from './money-demo.js';
import { seedMemberProfile } from './profile-demo.js';

/** The rest of the demo member's team: agents with a few months of contracts and confirmed identity. */
export const TEAM_SIZE = 30;
/** +7 (900) 111-00-01 … +7 (900) 111-00-30: phones free to sign in with in demos and browser tests. */
export const teamPhone = (n: number) => `790011100${String(n).padStart(2, '0')}`;

const CITIES = ['Москва', 'Казань', 'Екатеринбург', 'Новосибирск', 'Нижний Новгород', 'Самара', 'Краснодар', 'Пермь'];
const COLORS: [string, string][] = [
  ['#0f766e', '#22c55e'],
  ['#7c3aed', '#ec4899'],
  ['#b45309', '#f59e0b'],
  ['#1e40af', '#38bdf8'],
];

/**
 * Thirty more agents, so that a demo (and every browser test) can sign in as a member of its own
 * who has points, history and a confirmed identity document, without touching Иван's data.
 */
export async function seedTeamDemo(tx: Queryable, ctx: DemoContext): Promise<void> {
  const next = random(77_001);
  const state = newMoneyDemoState(31_337);
  for (let n = 1; n <= TEAM_SIZE; n++) {
    const [lastName = '', firstName = '', middleName = ''] = client(next).split(' ');
    const female = middleName.endsWith('вна');
    const phone = teamPhone(n);
    const city = CITIES[n % CITIES.length]!;
    const memberId = await seedMember(tx, {
      phone,
      firstName,
      middleName,
      lastName,
      cityName: city,
      email: `agent${n}@example.ru`,
    });
    await seedMemberProfile(tx, ctx, memberId, {
      userName: `agent${String(n).padStart(2, '0')}`,
      initials: `${lastName[0] ?? ''}${firstName[0] ?? ''}`,
      colors: COLORS[n % COLORS.length]!,
      work: {
        Description: '',
        Department: 'Отдел прямых продаж',
        Employer: 'ООО «Связь-Регион»',
        JobPost: 'Торговый представитель',
        DcAddress: `г. ${city}`,
        DcNumber: `ДЦ-${String(100 + n)}`,
        DcDivision: '',
      },
      passport: {
        version: 0,
        gender: female ? 'Женский' : 'Мужской',
        passportType: 'Паспорт гражданина РФ',
        dateOfBirth: `19${80 + (n % 20)}-0${1 + (n % 9)}-1${n % 10}`,
        serial: String(4500 + n),
        number: String(100_000 + n * 7919),
        issuedAt: `20${10 + (n % 12)}-05-20`,
        validTo: '2040-01-01',
        issuer: '',
        registrationAddress: `г. ${city}, ул. Ленина, д. ${n}, кв. ${10 + n}`,
        inn: completePersonInn(`77${String(10_000_000 + n * 104_729).slice(0, 8)}`),
        passportCountry: 'Россия',
        registrationIssuedAt: '',
        registrationExpiresAt: '',
      },
      scans: [],
      review: 'confirmed',
    });
    const months = [2 + Math.floor(next() * 5), 3 + Math.floor(next() * 6), 1 + Math.floor(next() * 4)];
    await seedMoneyPlan(tx, { memberId, phone, months, withdrawals: {}, pendingPayout: false }, ctx.now, state);
  }
}
