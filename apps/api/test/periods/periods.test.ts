// Closing a month (docs/product.md «Закрытие месяца»): an admin proposes, and another admin closes it
// by approving the proposal at the approvals door (decision 0060); the month's lines are locked, every agent with activity in it gets the month's document — the
// statement as it stood, with its SHA-256 — and a late import lands in the open month as its own
// line, never changing the closed month or its document.
import { createHash } from 'node:crypto';
import { OBJECTION_DAYS, type Period, type PeriodDocument } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeDocumentsJob } from '../../src/features/periods/documents-job.js';
import { remindUnsigned } from '../../src/features/periods/reminder-job.js';
import { addMonths, moscowMonth } from '../../src/lib/moscow-time.js';
import { buildTestApp, runJob, sentCodes, signIn, TEST_ORGANISER as ORGANISER, verifyCode, type TestContext } from '../helper.js';
import {
  auditActions,
  seedOperators,
  signInAdmin,
  signInDemoOperator,
  signInSecondAdmin,
  type OperatorSession,
} from '../admin/fixtures.js';
import { contract, credit, get, moneyMember, type MoneyMember } from '../money/fixtures.js';

let ctx: TestContext;
let maker: OperatorSession;
let checker: OperatorSession;
let operator: OperatorSession;
let month: string;
/** A moment in the middle of `month`. */
let inMonth: Date;
/** The proposal to close `month`: its request at the approvals door. */
let proposal: number;

beforeAll(async () => {
  // The organiser's requisites, printed as the principal on every document: the test app's own.
  ctx = await buildTestApp();
  await seedOperators(ctx);
  maker = await signInAdmin(ctx);
  checker = await signInSecondAdmin(ctx);
  operator = await signInDemoOperator(ctx);
  month = addMonths(moscowMonth(ctx.clock.now()), -1);
  inMonth = new Date(`${month}-15T12:00:00+03:00`);
});

const call = (who: OperatorSession, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const approve = (who: OperatorSession, id: number) => call(who, 'POST', `/api/admin/approvals/${id}/approve`);
const reject = (who: OperatorSession, id: number, reason: string) =>
  call(who, 'POST', `/api/admin/approvals/${id}/reject`, { reason });
const periodOf = async (m: string): Promise<Period> =>
  ((await call(operator, 'GET', '/api/admin/periods')).json().periods as Period[]).find((p) => p.month === m)!;
const documentsOf = async (m: MoneyMember): Promise<PeriodDocument[]> => (await get(ctx, m, '/api/documents')).json().items;

describe('closing a month', () => {
  let active: MoneyMember;
  let idle: MoneyMember;
  let signer: MoneyMember;

  it('is proposed by one admin and refused to the same admin, an operator and a month not over', async () => {
    active = await moneyMember(ctx);
    idle = await moneyMember(ctx);
    signer = await moneyMember(ctx);
    await credit(ctx, active.memberId, 1500, inMonth);
    await credit(ctx, signer.memberId, 700, inMonth);
    await contract(ctx, active.memberId, { signedOn: `${month}-15`, at: inMonth });

    // The organiser's requisites are all set: nothing stands in the way of a close.
    expect((await call(operator, 'GET', '/api/admin/periods')).json().organiserMissing).toEqual([]);
    expect((await call(operator, 'POST', `/api/admin/periods/${month}/close`)).statusCode).toBe(403);
    const current = await call(maker, 'POST', `/api/admin/periods/${moscowMonth(ctx.clock.now())}/close`);
    expect(current.statusCode).toBe(409);
    expect(current.json()).toMatchObject({ code: 'period_not_ended' });

    const proposed = await call(maker, 'POST', `/api/admin/periods/${month}/close`);
    expect(proposed.statusCode, proposed.body).toBe(200);
    const title = (proposed.json() as Period).title;
    expect(proposed.json()).toMatchObject({
      month,
      status: 'pending',
      ended: true,
      requestedBy: 'admin@agent-plus.test',
      documents: 0,
      approval: {
        kind: 'period_close',
        subject: month,
        summary: `Закрыть месяц «${title}»`,
        status: 'pending',
        madeBy: 'admin@agent-plus.test',
      },
    });
    proposal = proposed.json().approval.id;
    // The proposal waits in «На подтверждении» with every other request.
    const waiting = (await call(operator, 'GET', '/api/admin/approvals?kind=period_close')).json().approvals;
    expect(waiting.map((a: { id: number }) => a.id)).toEqual([proposal]);
    expect((await call(maker, 'POST', `/api/admin/periods/${month}/close`)).json().code).toBe('period_pending');
    const own = await approve(maker, proposal);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('own_change_approval');
    // Only an admin closes a month.
    const byOperator = await approve(operator, proposal);
    expect(byOperator.statusCode).toBe(403);
    expect(byOperator.json().code).toBe('forbidden');
    expect((await periodOf(month)).status).toBe('pending');
    expect(await documentsOf(active)).toEqual([]);
  });

  it('is closed by a second admin: each agent with activity gets the month’s document', async () => {
    const closed = await approve(checker, proposal);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'approved', checkedBy: 'admin2@agent-plus.test' });
    expect(await periodOf(month)).toMatchObject({
      status: 'closed',
      requestedBy: 'admin@agent-plus.test',
      closedBy: 'admin2@agent-plus.test',
      approval: null,
    });
    expect(await auditActions(ctx)).toEqual(expect.arrayContaining(['approval.requested', 'period.closed', 'approval.approved']));
    expect((await approve(checker, proposal)).json().code).toBe('change_decided');
    // The month is locked at once; its documents follow from a job, batch by batch.
    await expect.poll(async () => (await periodOf(month)).preparing, { timeout: 30_000, interval: 200 }).toBe(false);
    expect((await periodOf(month)).documents).toBeGreaterThanOrEqual(2);
    // A run again (a retried job) makes nothing twice and tells nobody twice.
    expect((await runJob(ctx.app, makeDocumentsJob, { month })).output).toEqual({ made: 0 });
    const { rows: told } = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE member_id = $1 AND link = '/lk/statements'`,
      [active.memberId],
    );
    expect(told[0]!.n).toBe(1);

    const [doc] = await documentsOf(active);
    const statement = (await get(ctx, active, `/api/self-employed/statement?month=${month}`)).json();
    expect(doc).toMatchObject({
      month,
      kind: 'agent_report',
      status: 'awaiting',
      accrued: statement.accrued,
      paid: statement.paid,
      tax: statement.tax,
      signedAt: null,
    });
    expect(doc!.title).toMatch(/^Отчёт агента за \S+ \d{4}$/);
    expect(Date.parse(doc!.objectionUntil) - Date.parse(doc!.createdAt)).toBe(OBJECTION_DAYS * 86_400_000);
    // The stored text is what was hashed: anyone can check it.
    const { rows } = await ctx.db.query<{ text: string }>('SELECT content::text AS text FROM period_documents WHERE id = $1', [
      doc!.id,
    ]);
    expect(createHash('sha256').update(rows[0]!.text).digest('hex')).toBe(doc!.hash);
    // The parties as they stood at the close: the organiser's requisites, the agent.
    expect(JSON.parse(rows[0]!.text).organiser).toEqual({
      name: ORGANISER.ORGANISER_NAME,
      inn: ORGANISER.ORGANISER_INN,
      ogrn: ORGANISER.ORGANISER_OGRN,
      address: ORGANISER.ORGANISER_ADDRESS,
    });
    expect(await documentsOf(idle)).toEqual([]);

    const pdf = await ctx.app.inject({ method: 'GET', url: doc!.pdfUrl, headers: active.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await ctx.app.inject({ method: 'GET', url: doc!.pdfUrl, headers: idle.headers })).statusCode).toBe(404);
    expect((await call(maker, 'POST', `/api/admin/periods/${month}/close`)).json().code).toBe('period_closed');
  });

  it('locks the month: no line may be dated in it, and a late import lands in the open month', async () => {
    const before = (await documentsOf(active))[0]!;
    await expect(credit(ctx, active.memberId, 10, inMonth)).rejects.toThrow(/period_closed/);

    const late = await contract(ctx, active.memberId, { signedOn: `${month}-20` });
    expect(late.created).toBe(true);
    const history = (await get(ctx, active, '/api/accounts/transactions')).json().history;
    expect(moscowMonth(new Date(history[0].date))).toBe(moscowMonth(ctx.clock.now()));
    const after = (await documentsOf(active))[0]!;
    expect(after).toEqual(before);
    const statement = (await get(ctx, active, `/api/self-employed/statement?month=${month}`)).json();
    expect(statement.accrued).toBe(before.accrued);
  });

  it('is signed by its agent with a one-time code, and only so', async () => {
    const [doc] = await documentsOf(signer);
    const pdfBefore = await ctx.app.inject({ method: 'GET', url: doc!.pdfUrl, headers: signer.headers });
    const send = (who: MoneyMember) =>
      ctx.app.inject({ method: 'POST', url: `/api/documents/${doc!.id}/sign/code`, headers: who.headers });
    const sign = (who: MoneyMember, code: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/documents/${doc!.id}/sign`, headers: who.headers, payload: { code } });

    expect((await send(active)).statusCode).toBe(404);
    const sent = await send(signer);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ channel: 'sms', resendAfter: 60 });
    expect((await send(signer)).json().code).toBe('resend_too_early');
    const code = sentCodes(ctx, signer.phone).at(-1)!;
    // The code confirms this document only: it opens no sign-in, and another member cannot use it.
    expect((await verifyCode(ctx, signer.memberId, code, '198.51.100.7')).json().code).toBe('code_expired');
    expect((await sign(active, code)).statusCode).toBe(404);

    const wrong = await sign(signer, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid_code', message: 'Неверный код. Осталось 4 попытки' });
    const signed = await sign(signer, code);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ status: 'signed', signature: { phone: signer.phone, channel: 'sms' } });
    expect(signed.json().signedAt).toBe(ctx.clock.now().toISOString());

    expect((await sign(signer, code)).json().code).toBe('document_signed');
    expect((await send(signer)).json().code).toBe('document_signed');
    const { rows } = await ctx.db.query<{ signature: { hash: string; ip: string } }>(
      'SELECT signature FROM period_documents WHERE id = $1',
      [doc!.id],
    );
    expect(rows[0]!.signature).toMatchObject({ hash: doc!.hash, ip: expect.any(String) });
    const pdfAfter = await ctx.app.inject({ method: 'GET', url: doc!.pdfUrl, headers: signer.headers });
    expect(pdfAfter.rawPayload.length).toBeGreaterThan(pdfBefore.rawPayload.length);
    expect(await auditActions(ctx)).toContain('document.signed');
  });

  it('reminds of an unsigned document once, by push and SMS, three days after the close', async () => {
    expect(await remindUnsigned(ctx.db, ctx.clock.now())).toBe(0);
    ctx.clock.advance(3 * 86_400_000 + 60_000);
    const reminded = await remindUnsigned(ctx.db, ctx.clock.now());
    operator = await signInDemoOperator(ctx);
    expect(reminded).toBe((await periodOf(month)).documents - 1);
    expect(await remindUnsigned(ctx.db, ctx.clock.now())).toBe(0);
    const { rows } = await ctx.db.query<{ title: string; channels: string[] }>(
      `SELECT n.title, array_remove(array_agg(d.channel ORDER BY d.channel), NULL) AS channels FROM notifications n
         LEFT JOIN message_deliveries d ON d.notification_id = n.id
        WHERE n.member_id = $1 AND n.title LIKE 'Документ за %' GROUP BY n.id, n.title ORDER BY n.id`,
      [active.memberId],
    );
    expect(rows.map((r) => r.title)).toEqual([expect.stringMatching(/готов$/), expect.stringMatching(/ждёт подписи$/)]);
    expect(rows[1]!.channels).toContain('sms');
    expect(rows[0]!.channels).not.toContain('sms');
  });

  it('counts an unsigned document accepted once the objection period is over', async () => {
    ctx.clock.advance(OBJECTION_DAYS * 86_400_000);
    const signedIn = await signIn(ctx, active.phone);
    const [doc] = (await get(ctx, signedIn, '/api/documents')).json().items as PeriodDocument[];
    expect(doc!.status).toBe('accepted');
    operator = await signInDemoOperator(ctx);
    const period = await periodOf(month);
    expect(period.signed).toBe(1);
    expect(period.accepted).toBe(period.documents - period.signed);
  });
});

describe('a proposal refused', () => {
  it('leaves the month open, and it may be proposed again', async () => {
    maker = await signInAdmin(ctx);
    checker = await signInSecondAdmin(ctx);
    const earlier = addMonths(month, -1);
    const proposed = await call(maker, 'POST', `/api/admin/periods/${earlier}/close`);
    expect(proposed.statusCode).toBe(200);
    const rejected = await reject(checker, proposed.json().approval.id, 'Не все договоры месяца загружены');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Не все договоры месяца загружены' });
    expect(await periodOf(earlier)).toMatchObject({ status: 'open', requestedBy: null, approval: null });
    expect((await reject(checker, proposed.json().approval.id, 'Ещё раз')).json().code).toBe('change_decided');
    // The month is not locked: a line may still be dated in it.
    await credit(ctx, (await moneyMember(ctx)).memberId, 10, new Date(`${earlier}-15T12:00:00+03:00`));

    const again = await call(maker, 'POST', `/api/admin/periods/${earlier}/close`);
    expect(again.json().status).toBe('pending');
    // Its maker may withdraw it too.
    expect((await reject(maker, again.json().approval.id, 'Предложено по ошибке')).json().status).toBe('rejected');
    expect((await periodOf(earlier)).status).toBe('open');
  });
});
