import type { Bank } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';

// Russian alphabetical order whatever the database's collation (PGlite has no ICU).
const byName = new Intl.Collator('ru', { sensitivity: 'base' });

/** The banks a withdrawal can go to, sorted by name. */
export async function listBanks(db: Queryable): Promise<Bank[]> {
  const { rows } = await db.query<Bank>('SELECT id, name, short_name AS "shortName" FROM banks WHERE active');
  return rows.sort((a, b) => byName.compare(a.name, b.name));
}

export async function findBank(db: Queryable, id: string): Promise<Bank | undefined> {
  const { rows } = await db.query<Bank>('SELECT id, name, short_name AS "shortName" FROM banks WHERE id = $1 AND active', [id]);
  return rows[0];
}
