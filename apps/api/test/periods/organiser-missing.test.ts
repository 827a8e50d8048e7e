// No month closes without the organiser's requisites (docs/product.md §12c): every agent's document
// names the organiser as the principal, so while the settings lack any of the four the back office
// says so, a proposal and its confirmation are refused naming what is missing, and nothing changes.
import { organiserMissingText, type Period } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAllDocuments } from '../../src/features/periods/documents.js';
import { requireOrganiser } from '../../src/features/periods/organiser.js';
import { requestClose } from '../../src/features/periods/service.js';
import { seedClosedMonthDemo } from '../../src/seed/periods-demo.js';
import { addMonths, moscowMonth, moscowMonthSpan } from '../../src/lib/moscow-time.js';
import { buildTestApp, TEST_ORGANISER, type TestContext } from '../helper.js';
import {
  auditActions,
  seedOperators,
  signInAdmin,
  signInDemoOperator,
  signInSecondAdmin,
  type OperatorSession,
} from '../admin/fixtures.js';
import { credit, moneyMember } from '../money/fixtures.js';

const REFUSAL =
  'Закрыть месяц нельзя: не заданы реквизиты организатора — ИНН, ОГРН. Их задаёт администратор сервера (ORGANISER_*)';

let ctx: TestContext;
let maker: OperatorSession;
let checker: OperatorSession;
let operator: OperatorSession;
let month: string;

beforeAll(async () => {
  // An empty value is no value: the organiser's name and address are set, its ИНН and ОГРН are not.
  ctx = await buildTestApp({ ORGANISER_INN: '', ORGANISER_OGRN: '' });
  await seedOperators(ctx);
  maker = await signInAdmin(ctx);
  checker = await signInSecondAdmin(ctx);
  operator = await signInDemoOperator(ctx);
  month = addMonths(moscowMonth(ctx.clock.now()), -1);
});

const call = (who: OperatorSession, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const periodOf = async (m: string): Promise<Period> =>
  ((await call(operator, 'GET', '/api/admin/periods')).json().periods as Period[]).find((p) => p.month === m)!;
/** The closed months, and the proposals to close one (the approvals door's). */
const periodRows = async () => ({
  closed: (await ctx.db.query<{ month: string }>(`SELECT to_char(month, 'YYYY-MM') AS month FROM periods`)).rows,
  proposed: (await ctx.db.query<{ subject: string }>(`SELECT subject FROM approvals WHERE kind = 'period_close'`)).rows,
});

describe('a month without the organiser’s requisites', () => {
  it('is listed with what is missing, before anyone tries to close it', async () => {
    const list = await call(operator, 'GET', '/api/admin/periods');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().organiserMissing).toEqual(['inn', 'ogrn']);
    expect(organiserMissingText(list.json().organiserMissing)).toBe(REFUSAL);
  });

  it('cannot be proposed for closing: the refusal names what is missing, and nothing is written', async () => {
    const refused = await call(maker, 'POST', `/api/admin/periods/${month}/close`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'organiser_requisites_missing', message: REFUSAL });
    expect(await periodRows()).toEqual({ closed: [], proposed: [] });
    expect(await auditActions(ctx)).not.toContain('approval.requested');
    // A month not over is still refused for that first.
    const current = await call(maker, 'POST', `/api/admin/periods/${moscowMonth(ctx.clock.now())}/close`);
    expect(current.json().code).toBe('period_not_ended');
  });

  it('cannot be closed from a proposal made while they were set: it stays pending and unlocked', async () => {
    // Proposed before a restart that lost the ИНН and ОГРН: by the same admin, with the requisites then set.
    const { rows } = await ctx.db.query<{ id: string }>(`SELECT id FROM operators WHERE email = 'admin@agent-plus.test'`);
    const who = { operatorId: rows[0]!.id, actor: 'admin@agent-plus.test', ip: null };
    const proposed = await requestClose({ db: ctx.db, env: TEST_ORGANISER }, who, month, ctx.clock.now());
    expect(proposed.status).toBe('pending');
    const refused = await call(checker, 'POST', `/api/admin/approvals/${proposed.approval!.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'organiser_requisites_missing', message: REFUSAL });
    expect(await periodOf(month)).toMatchObject({ status: 'pending', closedBy: null, documents: 0, preparing: false });
    expect(await auditActions(ctx)).not.toContain('period.closed');
    expect((await periodRows()).closed).toEqual([]);
    // The month is not locked: a line may still be dated in it.
    const member = await moneyMember(ctx);
    await credit(ctx, member.memberId, 100, new Date(`${month}-15T12:00:00+03:00`));
    // The proposal may still be withdrawn.
    const withdrawn = await call(maker, 'POST', `/api/admin/approvals/${proposed.approval!.id}/reject`, {
      reason: 'Реквизиты организатора не заданы',
    });
    expect(withdrawn.json().status).toBe('rejected');
    expect((await periodOf(month)).status).toBe('open');
  });

  it('gets no documents: the job of a month closed meanwhile fails instead of naming one party', async () => {
    const earlier = addMonths(month, -1);
    const member = await moneyMember(ctx);
    await credit(ctx, member.memberId, 100, new Date(`${earlier}-15T12:00:00+03:00`));
    const { startsAt, endsAt } = moscowMonthSpan(earlier);
    await ctx.db.query(
      `INSERT INTO periods (month, starts_at, ends_at, requested_by, requested_at, closed_by, closed_at)
       SELECT $1, $2, $3, m.id, $4, c.id, $4 FROM operators m, operators c
        WHERE m.email = 'admin@agent-plus.test' AND c.email = 'admin2@agent-plus.test'`,
      [`${earlier}-01`, startsAt, endsAt, ctx.clock.now()],
    );
    await expect(
      makeAllDocuments(
        (work) => ctx.db.transaction(work),
        ctx.app.deps.env,
        earlier,
        () => ctx.clock.now(),
        {
          notify: true,
          batch: 10,
        },
      ),
    ).rejects.toMatchObject({ code: 'organiser_requisites_missing', message: REFUSAL });
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM period_documents');
    expect(rows[0]!.n).toBe(0);
    expect((await periodOf(earlier)).preparing).toBe(true);
  });

  it('is not closed by the demo data either', async () => {
    const before = await periodRows();
    expect(await seedClosedMonthDemo(ctx.db, ctx.app.deps.env, ctx.clock.now())).toBe(false);
    expect(await periodRows()).toEqual(before);
  });
});

describe('the refusal', () => {
  it('names every requisite missing, in the order a document prints them', () => {
    expect(() => requireOrganiser({})).toThrow(
      'Закрыть месяц нельзя: не заданы реквизиты организатора — наименование, ИНН, ОГРН, адрес. ' +
        'Их задаёт администратор сервера (ORGANISER_*)',
    );
    expect(() => requireOrganiser({ ...TEST_ORGANISER, ORGANISER_ADDRESS: undefined })).toThrow(
      /реквизиты организатора — адрес\./,
    );
    expect(requireOrganiser(TEST_ORGANISER)).toEqual({
      name: TEST_ORGANISER.ORGANISER_NAME,
      inn: TEST_ORGANISER.ORGANISER_INN,
      ogrn: TEST_ORGANISER.ORGANISER_OGRN,
      address: TEST_ORGANISER.ORGANISER_ADDRESS,
    });
  });
});
