// The contracts import: preview classifies every row and changes nothing; applying accrues, claws
// back and is idempotent by contract number; everything is audited.
import { beforeAll, describe, expect, it } from 'vitest';
import { adjustBalance } from '../../src/features/adjustments/adjust-balance.js';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { seedMember } from '../../src/seed/members.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { assertLedgerInvariants } from '../ledger-invariants.js';
import { auditActions, DEMO_OPERATOR, seedOperators, signInDemoOperator, type OperatorSession } from './fixtures.js';
import { CSV_HEADER, importContracts, importSettled, uploadContracts } from './imports-fixtures.js';

let ctx: TestContext;
let operator: OperatorSession;
let today: string;
const ANNA = '79017770001';
const BORIS = '79017770002';
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
  operator = await signInDemoOperator(ctx);
  today = moscowDate(ctx.clock.now());
  ids[ANNA] = await seedMember(ctx.db, { phone: ANNA });
  ids[BORIS] = await seedMember(ctx.db, { phone: BORIS });
});

const balance = async (memberId: string) => {
  const { rows } = await ctx.db.query<{ kind: string; b: number }>(
    'SELECT kind, balance::float8 / 100 AS b FROM ledger_accounts WHERE member_id = $1',
    [memberId],
  );
  return Object.fromEntries(rows.map((r) => [r.kind, r.b]));
};
const contractsCount = async () => (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contracts')).rows[0]!.n;

describe('contracts import', () => {
  it('previews new and refused rows with their reasons, changing nothing', async () => {
    const [d, m, y] = [today.slice(8), today.slice(5, 7), today.slice(0, 4)];
    const csv = [
      CSV_HEADER,
      `+7 (901) 777-00-01;ИМ-1;Петров Пётр;${d}.${m}.${y};действует`,
      `9017770001;ИМ-2;Сидоров Иван;${today};active`,
      `79017770002;ИМ-3;Кузнецова Анна;${today};Действует`,
      `79017779999;ИМ-4;Никто;${today};действует`,
      `79017770002;ИМ-3;Повтор;${today};действует`,
      `79017770002;ИМ-5;Орлов;31.02.2026;действует`,
      `79017770002;ИМ-6;Орлов;${today};приостановлен`,
      `79017770002;ИМ-7;Орлов;${today};расторгнут`,
      `12345;ИМ-8;Орлов;${today};действует`,
      `79017770002;ИМ-9;Орлов;2999-01-01;действует`,
    ].join('\r\n');
    const res = await uploadContracts(ctx, operator, csv);
    expect(res.statusCode, res.body).toBe(200);
    const job = res.json();
    expect(job).toMatchObject({ status: 'previewed', totalRows: 10, counts: { new: 3, changed: 0, unchanged: 0, refused: 7 } });
    expect(await contractsCount()).toBe(0);

    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/imports/${job.id}/rows?kind=refused`,
      headers: operator.headers,
    });
    expect(refused.json().rows.map((r: { line: number; reason: string }) => [r.line, r.reason])).toEqual([
      [5, 'Участник с телефоном +7 (901) 777-99-99 не найден'],
      [6, 'Номер договора уже встречался в файле (строка 4)'],
      [7, 'Дата подписания не распознана: нужна ДД.ММ.ГГГГ или ГГГГ-ММ-ДД'],
      [8, 'Статус не распознан: нужен «действует» или «расторгнут»'],
      [9, 'Новый договор со статусом «расторгнут»: начислять и списывать нечего'],
      [10, 'Телефон участника не распознан: нужен мобильный номер вида +7 9XX XXX-XX-XX'],
      [11, 'Дата подписания ещё не наступила'],
    ]);
    expect(await auditActions(ctx, DEMO_OPERATOR.email)).toContain('import.previewed');
  });

  it('applies in the background: accrues each new contract and notifies the member', async () => {
    const csv = [
      CSV_HEADER,
      `79017770001;ИМ-1;Петров Пётр;${today};действует`,
      `79017770001;ИМ-2;Сидоров Иван;${today};действует`,
      `79017770002;ИМ-3;Кузнецова Анна;${today};действует`,
    ].join('\n');
    const { preview, job } = await importContracts(ctx, operator, csv);
    expect(preview.counts).toEqual({ new: 3, changed: 0, unchanged: 0, refused: 0 });
    expect(job).toMatchObject({
      status: 'applied',
      processedRows: 3,
      toApply: 3,
      result: { accrued: 3, cancelled: 0, updated: 0, skipped: 0, points: 1500 },
    });
    expect(await balance(ids[ANNA]!)).toMatchObject({ available: 1000, debt: 0 });
    expect(await balance(ids[BORIS]!)).toMatchObject({ available: 500 });
    const { rows } = await ctx.db.query<{ title: string; body: string }>(
      'SELECT title, body FROM notifications WHERE member_id = $1 ORDER BY id',
      [ids[BORIS]],
    );
    expect(rows).toEqual([{ title: 'Начислено 500\u00a0б.', body: 'За договор № ИМ-3 (Кузнецова Анна)' }]);
    // Positions in the month are those one-by-one accrual gives.
    const positions = await ctx.db.query<{ number: string; p: number }>(
      'SELECT number, position_in_month AS p FROM contracts ORDER BY number',
    );
    expect(positions.rows).toEqual([
      { number: 'ИМ-1', p: 1 },
      { number: 'ИМ-2', p: 2 },
      { number: 'ИМ-3', p: 1 },
    ]);
    expect(await auditActions(ctx, DEMO_OPERATOR.email)).toContain('import.applied');
    await assertLedgerInvariants(ctx.db);
  });

  it('the same file twice changes nothing the second time', async () => {
    const csv = [
      CSV_HEADER,
      `79017770001;ИМ-1;Петров Пётр;${today};действует`,
      `79017770001;ИМ-2;Сидоров Иван;${today};действует`,
      `79017770002;ИМ-3;Кузнецова Анна;${today};действует`,
    ].join('\n');
    const before = [await balance(ids[ANNA]!), await balance(ids[BORIS]!), await contractsCount()];
    const { preview, job } = await importContracts(ctx, operator, csv);
    expect(preview.counts).toEqual({ new: 0, changed: 0, unchanged: 3, refused: 0 });
    expect(job).toMatchObject({ status: 'applied', toApply: 0, result: { accrued: 0, cancelled: 0, updated: 0 } });
    expect([await balance(ids[ANNA]!), await balance(ids[BORIS]!), await contractsCount()]).toEqual(before);
  });

  it('applying a preview whose rows were applied meanwhile skips them', async () => {
    const csv = [CSV_HEADER, `79017770002;ИМ-20;Орлова Ольга;${today};действует`].join('\n');
    const first = (await uploadContracts(ctx, operator, csv)).json();
    await importContracts(ctx, operator, csv);
    const before = await balance(ids[BORIS]!);
    const applied = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/imports/${first.id}/apply`,
      headers: operator.headers,
    });
    expect(applied.statusCode).toBe(200);
    await importSettled(ctx, first.id);
    const job = (
      await ctx.app.inject({ method: 'GET', url: `/api/admin/imports/${first.id}`, headers: operator.headers })
    ).json();
    expect(job.result).toMatchObject({ accrued: 0, skipped: 1 });
    expect(await balance(ids[BORIS]!)).toEqual(before);
    // An applied import is not applied again.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/imports/${first.id}/apply`,
      headers: operator.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('import_not_applicable');
  });

  it('a cancelled status claws the reward back; a changed client is corrected', async () => {
    const csv = [
      CSV_HEADER,
      `79017770001;ИМ-1;Петров Пётр;${today};расторгнут`,
      `79017770001;ИМ-2;Сидоров Иван Иванович;${today};действует`,
    ].join('\n');
    const { preview, job } = await importContracts(ctx, operator, csv);
    expect(preview.counts).toEqual({ new: 0, changed: 2, unchanged: 0, refused: 0 });
    expect(job.result).toMatchObject({ cancelled: 1, updated: 1 });
    expect(await balance(ids[ANNA]!)).toMatchObject({ available: 500, debt: 0 });
    // Back to active: refused.
    const back = (
      await uploadContracts(ctx, operator, [CSV_HEADER, `79017770001;ИМ-1;Петров Пётр;${today};действует`].join('\n'))
    ).json();
    expect(back.counts.refused).toBe(1);
    await assertLedgerInvariants(ctx.db);
  });

  it('an attempt that fails mid-way is carried on by the retry from its last batch, counting nothing twice', async () => {
    // More rows than a batch; the first attempt fails inside its second batch (once: a sequence is
    // not rolled back with the failed transaction), after the first batch committed.
    const rows = 2_500;
    await seedMember(ctx.db, { phone: '79017770009' });
    const csv = [CSV_HEADER];
    for (let i = 1; i <= rows; i++) csv.push(`79017770009;СБ-${String(i).padStart(4, '0')};Клиент ${i};${today};действует`);
    await ctx.db.exec(`
      CREATE SEQUENCE crash_once;
      CREATE FUNCTION crash_once() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.number = 'СБ-2100' AND nextval('crash_once') = 1 THEN RAISE EXCEPTION 'simulated crash'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER crash_once BEFORE INSERT ON contracts FOR EACH ROW EXECUTE FUNCTION crash_once();`);
    try {
      const before = await contractsCount();
      const { job } = await importContracts(ctx, operator, csv.join('\n'));
      expect(job).toMatchObject({ status: 'applied', processedRows: rows, result: { accrued: rows, skipped: 0, cancelled: 0 } });
      expect(await contractsCount()).toBe(before + rows);
      // The job was tried twice: the failed attempt is in the log, the retry finished it.
      expect(ctx.logs.some((l) => l.msg === 'job failed; it will be retried' && l.job === 'imports.apply')).toBe(true);
      const rewards = await ctx.db.query<{ n: number }>(
        `SELECT count(DISTINCT position_in_month)::int AS n FROM contracts WHERE number LIKE 'СБ-%' AND reward > 0`,
      );
      expect(rewards.rows[0]!.n).toBe(rows);
      await assertLedgerInvariants(ctx.db);
    } finally {
      await ctx.db.exec('DROP TRIGGER crash_once ON contracts; DROP FUNCTION crash_once(); DROP SEQUENCE crash_once;');
    }
  });

  it('an import being applied is not applied a second time', async () => {
    const csv = [CSV_HEADER, `79017770002;ИМ-30;Орлова Ольга;${today};действует`].join('\n');
    const job = (await uploadContracts(ctx, operator, csv)).json();
    await ctx.db.query("UPDATE contract_imports SET status = 'applying' WHERE id = $1", [job.id]);
    const again = await ctx.app.inject({ method: 'POST', url: `/api/admin/imports/${job.id}/apply`, headers: operator.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('import_not_applicable');
  });

  it('a cancellation beyond the balance leaves a debt that the next imported contract pays off', async () => {
    const available = (await balance(ids[BORIS]!)).available ?? 0;
    await ctx.db.transaction((tx) =>
      adjustBalance(tx, {
        memberId: ids[BORIS]!,
        amount: -available,
        reason: 'Тест долга',
        operator: 'op@test',
        at: ctx.clock.now(),
      }),
    );
    const cancel = await importContracts(
      ctx,
      operator,
      [CSV_HEADER, `79017770002;ИМ-3;Кузнецова Анна;${today};расторгнут`].join('\n'),
    );
    expect(cancel.job.result).toMatchObject({ cancelled: 1 });
    expect(await balance(ids[BORIS]!)).toMatchObject({ available: 0, debt: 500 });
    const next = await importContracts(ctx, operator, [CSV_HEADER, `79017770002;ИМ-40;Орлов Олег;${today};действует`].join('\n'));
    expect(next.job.result).toMatchObject({ accrued: 1 });
    expect(await balance(ids[BORIS]!)).toMatchObject({ available: 0, debt: 0 });
    await assertLedgerInvariants(ctx.db);
  });

  it('refuses a file without the columns, and lists imports newest first', async () => {
    const res = await uploadContracts(ctx, operator, 'a;b\n1;2');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'import_file_unreadable',
      fields: { content: expect.stringContaining('Нет колонок') },
    });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/imports', headers: operator.headers });
    const { imports, totalCount } = list.json();
    expect(totalCount).toBe(imports.length);
    expect(imports[0].id).toBeGreaterThan(imports[imports.length - 1].id);
  });
});
