import { openPglite } from '/work/main/apps/api/dist/db/pglite.js';
import { openPostgres } from '/work/main/apps/api/dist/db/postgres.js';
import { migrate } from '/work/main/apps/api/dist/db/migrate.js';
import { receiveContracts } from '/work/main/apps/api/dist/features/contract-intake/service.js';
import pg from 'pg';
const usePg = process.argv[2] === 'pg';
let db, admin, name;
if (usePg) {
  admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  name = `scratch_prof_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  db = openPostgres({ url: `postgres://postgres@127.0.0.1:5432/${name}`, poolSize: 4, statementTimeoutMs: 600000 });
} else db = await openPglite();
await migrate(db);
await db.query(
  `INSERT INTO members (phone, first_name, last_name) SELECT '795' || lpad(g::text, 8, '0'), 'А', 'Б' FROM generate_series(1, 10000) g`,
);
const { rows: ms } = await db.query(`SELECT id FROM members ORDER BY phone`);
const today = new Date().toISOString().slice(0, 10);
const stats = new Map();
function wrap(q) {
  return {
    ...q,
    async query(sql, params, opts) {
      const t = performance.now();
      try {
        return await q.query(sql, params, opts);
      } finally {
        const k = sql.replace(/\s+/g, ' ').trim().slice(0, 70);
        const s = stats.get(k) ?? { n: 0, ms: 0 };
        s.n++;
        s.ms += performance.now() - t;
        stats.set(k, s);
      }
    },
  };
}
let seq = 0;
const B = Number(process.argv[3] ?? 2000);
for (let b = 0; b < 10; b++) {
  const items = [];
  for (let i = 0; i < B; i++) {
    seq++;
    items.push({ memberId: ms[seq % ms.length].id, number: `P${seq}`, clientName: 'K', signedOn: today });
  }
  const t0 = performance.now();
  await db.transaction((tx) => receiveContracts(wrap(tx), items, new Date()));
  console.log(`batch ${b}: ${Math.round(performance.now() - t0)} ms`);
}
const total = [...stats.values()].reduce((a, s) => a + s.ms, 0);
console.log('total in queries', Math.round(total));
for (const [k, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15))
  console.log(String(Math.round(s.ms)).padStart(7), String(s.n).padStart(5), k);
await db.close();
if (usePg) {
  await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  await admin.end();
}
