// Prints how long one page of a member's account history takes on the embedded database with
// ~100 000 entries, at the top, in the middle and near the end (SkipCount 0, 10 000, 90 000),
// unfiltered and filtered. Uses the built API (`npm run bench` builds it first).
// HISTORY_ENTRIES=20000 node bench/history-paging.ts for a quicker run.
import { migrate } from '../apps/api/dist/db/migrate.js';
import { openPglite } from '../apps/api/dist/db/pglite.js';
import { listHistory, type HistoryQuery } from '../apps/api/dist/features/balance/history.js';
import { seedMember } from '../apps/api/dist/seed/members.js';

const total = Number(process.env.HISTORY_ENTRIES ?? 100_000);
const runs = Number(process.env.RUNS ?? 20);
const batch = Number(process.env.BATCH ?? 1000);

const db = await openPglite();
await migrate(db);
const memberId = await seedMember(db, { phone: '79000000001' });

// Bulk loading goes through the same triggers as real postings (balances, zero sums, append-only):
// every tenth movement an operator's adjustment, the rest contract rewards, one a minute back in time.
const t0 = performance.now();
for (let from = 1; from <= total; from += batch) {
  const to = Math.min(total, from + batch - 1);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO contracts (number, client_name, signed_on, member_id, position_in_month, tier_min_contracts, reward, accrued_at)
       SELECT 'АД-Б-' || lpad(g::text, 7, '0'), 'Клиент № ' || g, (at AT TIME ZONE 'Europe/Moscow')::date, $1, g, 1, 50000, at
         FROM generate_series($2::int, $3::int) g, LATERAL (SELECT now() - make_interval(mins => g) AS at) t
        WHERE g % 10 <> 0`,
      [memberId, from, to],
    );
    await tx.query(
      `WITH t AS (
         INSERT INTO ledger_transactions (kind, member_id, contract_id, title, description, reason, actor, created_at)
         SELECT CASE WHEN c.id IS NULL THEN 'adjustment' ELSE 'reward' END, $1, c.id,
                CASE WHEN c.id IS NULL THEN 'Корректировка баланса' ELSE 'Начисление за договор' END,
                coalesce('Договор № ' || c.number || ', ' || c.client_name, 'Бонус'),
                CASE WHEN c.id IS NULL THEN 'Бонус' END,
                CASE WHEN c.id IS NULL THEN 'bench@agentplus.ru' ELSE 'system' END,
                now() - make_interval(mins => g)
           FROM generate_series($2::int, $3::int) g
           LEFT JOIN contracts c ON c.number = 'АД-Б-' || lpad(g::text, 7, '0')
         RETURNING id, kind)
       INSERT INTO ledger_entries (transaction_id, account_id, amount)
       SELECT t.id, a.id, CASE WHEN a.member_id IS NULL THEN -500 ELSE 500 END * CASE WHEN t.kind = 'reward' THEN 100 ELSE 1 END
         FROM t JOIN ledger_accounts a
           ON (a.member_id = $1 AND a.kind = 'available')
           OR (a.member_id IS NULL AND a.kind = CASE WHEN t.kind = 'reward' THEN 'rewards' ELSE 'adjustments' END)`,
      [memberId, from, to],
    );
  });
}
await db.exec('ANALYZE');
console.log(`seeded ${total.toLocaleString('en')} history entries in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

async function measure(label: string, query: Partial<HistoryQuery> & { skip: number }) {
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    const res = await listHistory(db, { memberId, take: 200, category: 'all', ...query });
    times.push(performance.now() - s);
    count = res.totalCount;
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
  console.log(`  ${label.padEnd(44)} p50 ${pct(50).padStart(6)} ms   p95 ${pct(95).padStart(6)} ms   (totalCount ${count})`);
}

async function round(title: string) {
  console.log(title);
  for (const skip of [0, 10_000, Math.max(0, total - 10_000)]) {
    await measure(`skip ${skip}, 200 rows, all`, { skip });
  }
  for (const skip of [0, Math.max(0, Math.floor(total * 0.8))]) {
    await measure(`skip ${skip}, category accrual`, { skip, category: 'accrual' });
  }
  await measure('skip 0, dates: one week', { skip: 0, since: daysAgo(8), to: daysAgo(2) });
  await measure('skip 0, search "договор № ад-б-00012"', { skip: 0, search: 'договор № ад-б-00012' });
}

function daysAgo(n: number) {
  const d = new Date(Date.now() - n * 86_400_000);
  return d.toISOString().slice(0, 10);
}

await round(`history page (PGlite, ${runs} runs each; no VACUUM, as the embedded database runs):`);
await db.exec('VACUUM ANALYZE');
await round('after VACUUM (what autovacuum keeps on a server: index-only scans):');
await db.close();
