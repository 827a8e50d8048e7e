// The benches' members: n agents with phones 795 00000001… in order, written set-based (the data,
// not what is measured). A bench finds a member by that phone.
import type { Queryable } from '../../apps/api/dist/db/types.js';

export async function insertBenchMembers(db: Queryable, n: number): Promise<void> {
  await db.query(
    `INSERT INTO members (phone, first_name, last_name) SELECT '795' || lpad(g::text, 8, '0'), 'Агент' || g, 'Фамилия' || g
       FROM generate_series(1, $1::int) g`,
    [n],
  );
}
