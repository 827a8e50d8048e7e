// The contracts file's optional tariff column (docs/product.md §11) feeding a contest that counts
// given tariffs only (decision 0032): through the back office's real import (upload, preview,
// apply by the background job), CSV and XLSX, and a file without the column importing as before.
import type { AdminContest, ImportRow, MemberContest } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { signInAdmin, signInDemoOperator, seedOperators } from '../admin/fixtures.js';
import { CSV_HEADER, importContracts, uploadContracts } from '../admin/imports-fixtures.js';
import { xlsxOf } from '../admin/xlsx.js';
import { buildTestApp, signIn, type TestContext } from '../helper.js';
import { assertLedgerInvariants } from '../ledger-invariants.js';
import { finish, member, scheduledContest, start } from './fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
});

const tariffOf = async (number: string) =>
  (await ctx.db.query<{ tariff: string | null }>('SELECT tariff FROM contracts WHERE number = $1', [number])).rows[0]?.tariff;
const score = async (phone: string, contest: AdminContest) => {
  const who = await signIn(ctx, phone);
  const res = await ctx.app.inject({ method: 'GET', url: `/api/contests/${contest.id}/`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MemberContest>().standing?.score;
};
const prize = async (memberId: string) =>
  (
    await ctx.db.query<{ b: number }>(
      `SELECT coalesce(sum(e.amount), 0)::float8 / 100 AS b FROM ledger_transactions t
         JOIN ledger_entries e ON e.transaction_id = t.id
         JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'available'
        WHERE t.member_id = $1 AND t.kind = 'contest_prize'`,
      [memberId],
    )
  ).rows[0]!.b;

describe('the import’s tariff column', () => {
  it('stores each contract’s tariff, and a per-tariff contest counts the imported contracts of its tariffs only', async () => {
    const a = await member(ctx, 'Тамара', 'Тарифова');
    const b = await member(ctx, 'Борис', 'Безтарифов');
    const admin = await signInAdmin(ctx);
    const contest = await scheduledContest(ctx, admin, {
      participants: 'list',
      memberPhones: [a.phone, b.phone],
      rule: { kind: 'per_contract', pointsPerContract: 300, tariffs: ['Семейный', 'Бизнес Плюс'] },
    });
    await start(ctx, contest);
    const day = moscowDate(ctx.clock.now());
    const operator = await signInDemoOperator(ctx);
    const n = `ТК-${process.pid}`;

    // Case, «ё» and spaces as people type them still name the contest's tariffs; another tariff and
    // an empty cell do not count.
    const csv = [
      `${CSV_HEADER};Тариф`,
      `${a.phone};${n}-1;Клиент;${day};действует;Семейный`,
      `${a.phone};${n}-2;Клиент;${day};действует;  семейный `,
      `${a.phone};${n}-3;Клиент;${day};действует;бизнес   плюс`,
      `${a.phone};${n}-4;Клиент;${day};действует;Базовый`,
      `${a.phone};${n}-5;Клиент;${day};действует;`,
      `${b.phone};${n}-6;Клиент;${day};действует;${'Т'.repeat(101)}`,
    ].join('\n');
    const { preview, job } = await importContracts(ctx, operator, csv);
    expect(preview.counts).toEqual({ new: 5, changed: 0, unchanged: 0, refused: 1 });
    expect(job.result).toMatchObject({ accrued: 5 });
    const rows = await ctx.app.inject({ method: 'GET', url: `/api/admin/imports/${preview.id}/rows`, headers: operator.headers });
    const byLine = new Map(rows.json<{ rows: ImportRow[] }>().rows.map((r) => [r.line, r]));
    expect(byLine.get(3)).toMatchObject({ kind: 'new', tariff: 'семейный' });
    expect(byLine.get(6)).toMatchObject({ kind: 'new', tariff: null });
    expect(byLine.get(7)).toMatchObject({ kind: 'refused', reason: 'Тариф длиннее 100 символов' });
    expect(byLine.get(7)!.tariff).toHaveLength(101); // 100 characters and «…»

    expect(await tariffOf(`${n}-1`)).toBe('Семейный');
    expect(await tariffOf(`${n}-3`)).toBe('бизнес плюс');
    expect(await tariffOf(`${n}-5`)).toBeNull();
    expect(await score(a.phone, contest)).toBe(3);

    // The same contracts again with other tariffs change nothing: the tariff a contract came with
    // is the one its contest points were counted by.
    const again = await importContracts(
      ctx,
      operator,
      [`${CSV_HEADER};Тариф`, `${a.phone};${n}-4;Клиент;${day};действует;Семейный`].join('\n'),
    );
    expect(again.preview.counts).toMatchObject({ unchanged: 1 });
    expect(await tariffOf(`${n}-4`)).toBe('Базовый');

    // An XLSX carries the column the same way.
    const xlsx = xlsxOf([
      ['Телефон', 'Номер договора', 'Клиент', 'Дата подписания', 'Статус', 'Тариф'],
      [b.phone, `${n}-7`, 'Клиент', { date: day }, 'действует', 'Бизнес Плюс'],
    ]);
    const uploaded = await uploadContracts(ctx, operator, xlsx, 'договоры.xlsx');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const applied = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/imports/${uploaded.json<{ id: number }>().id}/apply`,
      headers: operator.headers,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    await expect.poll(() => tariffOf(`${n}-7`), { timeout: 60_000, interval: 25 }).toBe('Бизнес Плюс');
    expect(await score(b.phone, contest)).toBe(1);

    // The settlement pays 300 б. for each counted contract.
    await finish(ctx, contest);
    expect(await prize(a.id)).toBe(900);
    expect(await prize(b.id)).toBe(300);
    await assertLedgerInvariants(ctx.db);
  });

  it('imports a file without the tariff column as before: contracts without a tariff, counted by a contest of any tariff', async () => {
    const c = await member(ctx, 'Вера', 'Прежняя');
    const admin = await signInAdmin(ctx);
    const any = await scheduledContest(ctx, admin, {
      participants: 'list',
      memberPhones: [c.phone],
      rule: { kind: 'per_contract', pointsPerContract: 100 },
    });
    const tariffed = await scheduledContest(ctx, admin, {
      participants: 'list',
      memberPhones: [c.phone],
      rule: { kind: 'per_contract', pointsPerContract: 100, tariffs: ['Семейный'] },
    });
    await start(ctx, any);
    await start(ctx, tariffed);
    const day = moscowDate(ctx.clock.now());
    const operator = await signInDemoOperator(ctx);
    const n = `БТ-${process.pid}`;
    const { preview, job } = await importContracts(
      ctx,
      operator,
      [CSV_HEADER, `${c.phone};${n}-1;Клиент;${day};действует`, `${c.phone};${n}-2;Клиент;${day};действует`].join('\n'),
    );
    expect(preview.counts).toEqual({ new: 2, changed: 0, unchanged: 0, refused: 0 });
    expect(job.result).toMatchObject({ accrued: 2 });
    expect(await tariffOf(`${n}-1`)).toBeNull();
    expect(await score(c.phone, any)).toBe(2);
    expect(await score(c.phone, tariffed)).toBe(0);
    await assertLedgerInvariants(ctx.db);
  });
});
