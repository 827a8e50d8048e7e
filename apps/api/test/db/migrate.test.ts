import { expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.js';
import { createTestDb } from '../helper.js';

it('applies each migration once: a restart on the same database changes nothing', async () => {
  const db = await createTestDb();
  try {
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    expect(rows[0]!.n).toBeGreaterThanOrEqual(5);
    const seen = await db.query('SELECT 1 FROM schema_migrations');
    expect(seen.rowCount).toBe(rows[0]!.n);
  } finally {
    await db.close();
  }
});
