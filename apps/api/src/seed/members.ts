import type { Queryable } from '../db/types.js';

export const DEMO_PHONE = '79001234567';
export const SECOND_PHONE = '79007654321';

export interface MemberSeed {
  phone: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  cityName?: string;
  email?: string | null;
}

/** Test data and demo data share this: a member value with sensible defaults. */
export function buildMember(overrides: Partial<MemberSeed> = {}): MemberSeed {
  return {
    phone: '7900' + String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0'),
    firstName: 'Анна',
    middleName: 'Викторовна',
    lastName: 'Смирнова',
    cityName: 'Казань',
    email: null,
    ...overrides,
  };
}

export async function seedMember(db: Queryable, overrides: Partial<MemberSeed> = {}): Promise<string> {
  const m = buildMember(overrides);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO members (phone, first_name, middle_name, last_name, city_name, email)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [m.phone, m.firstName, m.middleName, m.lastName, m.cityName, m.email],
  );
  return rows[0]!.id;
}
