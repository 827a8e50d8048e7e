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

/**
 * Replaces the list with the provider's: new banks are added, names follow the provider's, banks it
 * no longer lists are hidden (orders keep naming them). Answers how many are listed and hidden.
 */
export async function storeProviderBanks(
  tx: Queryable,
  banks: readonly { bankId: string; name: string; bic: string }[],
  at: Date,
): Promise<{ listed: number; hidden: number }> {
  const valid = banks.filter((b) => /^[0-9]{12}$/.test(b.bankId) && b.name.trim());
  // A name is unique: one taken by another id (renamed banks swapping) is freed first.
  await tx.query(
    `UPDATE banks SET name = name || ' (' || id || ')'
      WHERE id <> ALL($1::text[]) AND name = ANY($2::text[])`,
    [valid.map((b) => b.bankId), valid.map((b) => b.name.trim())],
  );
  for (const b of valid) {
    await tx.query(
      `INSERT INTO banks (id, name, short_name, bic, active, listed_at) VALUES ($1, $2, $2, $3, true, $4)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, bic = EXCLUDED.bic, active = true, listed_at = EXCLUDED.listed_at`,
      [b.bankId, b.name.trim(), b.bic, at],
    );
  }
  const hidden = await tx.query('UPDATE banks SET active = false WHERE active AND id <> ALL($1::text[])', [
    valid.map((b) => b.bankId),
  ]);
  return { listed: valid.length, hidden: hidden.rowCount };
}
