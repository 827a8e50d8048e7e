// Disputes and missing-contract claims (docs/product.md «Споры»): a member disputes a line of their own
// history or claims a contract no import brought, with evidence; operators answer with a reason, a
// credit goes through the money rule (decision 0041) and names the dispute in the history, and a
// later import that brings a claimed contract decides the claim. Every refusal changes nothing.
import { DISPUTE_FILE_MAX_BYTES, type AdminDispute, type Dispute } from '@cabinet/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { receiveContracts } from '../../src/features/contract-intake/service.js';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { fileStoreEnv } from '../file-stores.js';
import { buildTestApp, type SignedIn, type TestContext } from '../helper.js';
import { assertLedgerInvariants } from '../ledger-invariants.js';
import { contract, credit, get, moneyMember, type MoneyMember } from '../money/fixtures.js';
import { pdfOfSize, pngFile, smallPdf, solidPng, textAsJpeg, upload } from '../profile/fixtures.js';
import { seedOperators, signInAdmin, signInDemoOperator, signInSecondAdmin, type OperatorSession } from '../admin/fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let checker: OperatorSession;
let operator: OperatorSession;

beforeAll(async () => {
  ctx = await buildTestApp(await fileStoreEnv());
  await seedOperators(ctx);
});
// What one admin credits alone is summed per Moscow day: each test is a new day, signed in afresh.
beforeEach(async () => {
  ctx.clock.advance(2 * 86_400_000);
  admin = await signInAdmin(ctx);
  checker = await signInSecondAdmin(ctx);
  operator = await signInDemoOperator(ctx);
});

const asMember = (m: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: m.headers, ...(payload === undefined ? {} : { payload }) });
const asOperator = (o: OperatorSession, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: o.headers, ...(payload === undefined ? {} : { payload }) });
const attach = (m: SignedIn, id: number, part: Parameters<typeof upload>[3]['content']) =>
  upload(ctx, `/api/disputes/${id}/files`, m, { content: part });

const counts = async () =>
  (
    await ctx.db.query<{ d: number; a: number; f: number; l: number }>(
      `SELECT (SELECT count(*) FROM disputes)::int AS d, (SELECT count(*) FROM dispute_answers)::int AS a,
              (SELECT count(*) FROM dispute_files)::int AS f, (SELECT count(*) FROM ledger_transactions)::int AS l`,
    )
  ).rows[0]!;

async function historyLine(m: MoneyMember): Promise<{ id: number; amount: number }> {
  const history = (await get(ctx, m, '/api/accounts/transactions')).json().history;
  return history[0];
}

async function lineDispute(m: MoneyMember, comment = 'Договор был на тариф выше'): Promise<Dispute> {
  const line = await historyLine(m);
  const res = await asMember(m, 'POST', '/api/disputes', { kind: 'line', entryId: line.id, reason: 'wrong_tariff', comment });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function claim(m: MoneyMember, contractNumber: string): Promise<Dispute> {
  const res = await asMember(m, 'POST', '/api/disputes', {
    kind: 'missing_contract',
    contractNumber,
    contractDate: moscowDate(ctx.clock.now()),
    subscriber: 'ул. Ленина, 1, кв. 2',
    comment: 'Подключили вчера',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('a member disputes a line of their history', () => {
  it('opens the dispute with the line as it was and the promised dates', async () => {
    const m = await moneyMember(ctx);
    await contract(ctx, m.memberId);
    const line = await historyLine(m);
    const d = await lineDispute(m);
    expect(d).toMatchObject({
      kind: 'line',
      status: 'new',
      reason: 'wrong_tariff',
      comment: 'Договор был на тариф выше',
      entry: { id: line.id, amount: line.amount },
      contract: null,
      files: [],
      answers: [],
      resolvedAt: null,
    });
    expect(Date.parse(d.firstAnswerDue)).toBeGreaterThan(Date.parse(d.createdAt));
    expect(Date.parse(d.resolveDue)).toBeGreaterThan(Date.parse(d.firstAnswerDue));
    const listed = (await asMember(m, 'GET', '/api/disputes')).json().items as Dispute[];
    expect(listed.map((x) => x.id)).toEqual([d.id]);
  });

  it('refuses another member’s line, a line disputed already and bad input, changing nothing', async () => {
    const owner = await moneyMember(ctx);
    const other = await moneyMember(ctx);
    await contract(ctx, owner.memberId);
    const line = await historyLine(owner);
    await lineDispute(owner);
    const before = await counts();

    const foreign = await asMember(other, 'POST', '/api/disputes', {
      kind: 'line',
      entryId: line.id,
      reason: 'other',
      comment: 'Моя строка',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'not_found', message: 'Строка истории не найдена' });

    const twice = await asMember(owner, 'POST', '/api/disputes', {
      kind: 'line',
      entryId: line.id,
      reason: 'other',
      comment: 'Ещё раз',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'dispute_exists', message: 'По этой строке уже есть открытый спор' });

    const bad = await asMember(owner, 'POST', '/api/disputes', {
      kind: 'line',
      entryId: line.id,
      reason: 'nonsense',
      comment: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ reason: 'Выберите причину', comment: 'Опишите, что не так' });
    expect(await counts()).toEqual(before);
  });

  it('keeps another member’s dispute out of sight', async () => {
    const owner = await moneyMember(ctx);
    const other = await moneyMember(ctx);
    await contract(ctx, owner.memberId);
    const d = await lineDispute(owner);
    expect((await asMember(other, 'GET', `/api/disputes/${d.id}`)).statusCode).toBe(404);
    expect((await asMember(other, 'POST', `/api/disputes/${d.id}/reply`, { text: 'Чужой ответ' })).statusCode).toBe(404);
    expect((await attach(other, d.id, pngFile(await solidPng(40, 40)))).statusCode).toBe(404);
    expect((await asMember(other, 'GET', '/api/disputes')).json().items).toEqual([]);
  });
});

describe('a claim of a missing contract', () => {
  it('is refused without a number, a real date or the subscriber, and once per open contract', async () => {
    const m = await moneyMember(ctx);
    const before = await counts();
    const bad = await asMember(m, 'POST', '/api/disputes', {
      kind: 'missing_contract',
      contractNumber: ' ',
      contractDate: '2026-02-30',
      subscriber: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['contractDate', 'contractNumber', 'subscriber']);
    expect(await counts()).toEqual(before);

    await claim(m, 'АД-СПОР-0001');
    const again = await asMember(m, 'POST', '/api/disputes', {
      kind: 'missing_contract',
      contractNumber: 'ад-спор-0001',
      contractDate: moscowDate(ctx.clock.now()),
      subscriber: 'ул. Ленина, 1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'dispute_exists', message: 'По этому договору уже есть открытая заявка' });
  });

  it('is decided by the import that brings the contract: credited by its accrual, the member told', async () => {
    const m = await moneyMember(ctx);
    const d = await claim(m, 'АД-СПОР-0002');
    const at = ctx.clock.now();
    await ctx.db.transaction((tx) =>
      receiveContracts(
        tx,
        [{ memberId: m.memberId, number: 'АД-СПОР-0002', clientName: 'Петров П. П.', signedOn: moscowDate(at) }],
        at,
      ),
    );
    const after = (await asMember(m, 'GET', `/api/disputes/${d.id}`)).json() as Dispute;
    expect(after.status).toBe('credited');
    expect(after.matchedAt).toBe(at.toISOString());
    expect(after.creditedAmount).toBeGreaterThan(0);
    expect(after.answers.at(-1)).toMatchObject({ author: 'system', status: 'credited' });
    const { rows } = await ctx.db.query<{ title: string }>(
      `SELECT title FROM notifications WHERE member_id = $1 ORDER BY id DESC LIMIT 1`,
      [m.memberId],
    );
    expect(rows[0]!.title).toBe(`Спор № ${d.id}: договор № АД-СПОР-0002 пришёл`);
  });

  it('a contract imported one by one is matched too; another member’s contract of that number is not', async () => {
    const m = await moneyMember(ctx);
    const other = await moneyMember(ctx);
    const d = await claim(m, 'АД-СПОР-0003');
    await contract(ctx, other.memberId, { number: 'АД-СПОР-0004' });
    await claim(m, 'АД-СПОР-0004');
    await contract(ctx, m.memberId, { number: 'АД-СПОР-0003' });
    const mine = (await asMember(m, 'GET', '/api/disputes')).json().items as Dispute[];
    expect(mine.find((x) => x.id === d.id)?.status).toBe('credited');
    expect(mine.find((x) => x.contract?.number === 'АД-СПОР-0004')?.status).toBe('new');
  });
});

describe('evidence', () => {
  it('takes photos and PDFs up to five, each readable by its owner and the operators only', async () => {
    const m = await moneyMember(ctx);
    const other = await moneyMember(ctx);
    const d = await claim(m, 'АД-СПОР-0010');
    const png = await attach(m, d.id, pngFile(await solidPng(60, 40)));
    expect(png.statusCode, png.body).toBe(200);
    const pdf = await attach(m, d.id, { bytes: smallPdf(), filename: 'act.pdf', type: 'application/pdf' });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const files = (pdf.json() as Dispute).files;
    expect(files.map((f) => f.mime)).toEqual(['image/png', 'application/pdf']);

    expect((await asMember(m, 'GET', files[0]!.url)).statusCode).toBe(200);
    expect((await asMember(other, 'GET', files[0]!.url)).statusCode).toBe(404);
    const seen = (await asOperator(operator, 'GET', `/api/admin/disputes/${d.id}`)).json() as AdminDispute;
    const read = await asOperator(operator, 'GET', seen.files[1]!.url);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    // A file of another dispute is not found through this one.
    const d2 = await claim(other, 'АД-СПОР-0011');
    expect((await asOperator(operator, 'GET', `/api/admin/disputes/${d2.id}/files/${files[0]!.id}`)).statusCode).toBe(404);
    expect((await asOperator(operator, 'GET', `/api/admin/disputes/${d.id}/files/not-a-uuid`)).statusCode).toBe(404);

    for (let i = 0; i < 3; i++) expect((await attach(m, d.id, pngFile(await solidPng(30 + i, 30)))).statusCode).toBe(200);
    const before = await counts();
    const sixth = await attach(m, d.id, pngFile(await solidPng(20, 20)));
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({ code: 'dispute_files_full', message: 'К спору можно приложить не больше пяти файлов' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a file that is not an image or a PDF, and an oversized one', async () => {
    const m = await moneyMember(ctx);
    const d = await claim(m, 'АД-СПОР-0012');
    const before = await counts();
    const text = await attach(m, d.id, textAsJpeg);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'unsupported_file', message: 'Приложите фото (JPEG, PNG) или PDF' });
    const big = await attach(m, d.id, {
      bytes: pdfOfSize(DISPUTE_FILE_MAX_BYTES + 1),
      filename: 'big.pdf',
      type: 'application/pdf',
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('payload_too_large');
    expect(await counts()).toEqual(before);
  });
});

describe('the operators’ answers', () => {
  it('asks for information, takes the member’s reply, refuses with a reason; a decided dispute takes nothing', async () => {
    const m = await moneyMember(ctx);
    await contract(ctx, m.memberId);
    const d = await lineDispute(m);

    const early = await asMember(m, 'POST', `/api/disputes/${d.id}/reply`, { text: 'Добавляю' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('dispute_not_waiting');

    const ask = await asOperator(operator, 'POST', `/api/admin/disputes/${d.id}/answer`, {
      status: 'need_info',
      text: 'Пришлите фото договора с подписью абонента',
    });
    expect(ask.statusCode, ask.body).toBe(200);
    expect(ask.json()).toMatchObject({ status: 'need_info', answeredBy: ['operator@agent-plus.test'] });
    const told = await ctx.db.query<{ title: string; channel: string }>(
      `SELECT n.title, md.channel FROM notifications n JOIN message_deliveries md ON md.notification_id = n.id
        WHERE n.member_id = $1 ORDER BY md.channel`,
      [m.memberId],
    );
    expect(told.rows.map((r) => r.channel)).toContain('sms');
    expect(told.rows[0]!.title).toBe(`Спор № ${d.id}: нужна информация`);

    const reply = await asMember(m, 'POST', `/api/disputes/${d.id}/reply`, { text: 'Фото приложил' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ status: 'in_progress' });
    expect((reply.json() as Dispute).answers.map((a) => a.author)).toEqual(['operator', 'member']);

    const refuse = await asOperator(operator, 'POST', `/api/admin/disputes/${d.id}/answer`, {
      status: 'refused',
      text: 'Тариф верный',
    });
    expect(refuse.json()).toMatchObject({ status: 'refused' });
    expect(refuse.json().resolvedAt).not.toBeNull();

    const before = await counts();
    const late = await asOperator(operator, 'POST', `/api/admin/disputes/${d.id}/answer`, {
      status: 'in_progress',
      text: 'Ещё раз',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('dispute_closed');
    expect((await attach(m, d.id, pngFile(await solidPng(20, 20)))).json().code).toBe('dispute_closed');
    expect(await counts()).toEqual(before);
  });

  it('refuses an answer without a reason', async () => {
    const m = await moneyMember(ctx);
    const d = await claim(m, 'АД-СПОР-0020');
    const res = await asOperator(operator, 'POST', `/api/admin/disputes/${d.id}/answer`, { status: 'refused', text: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ text: 'Напишите участнику причину' });
  });

  it('queues the open ones oldest first and flags those past their promise', async () => {
    const m = await moneyMember(ctx);
    const first = await claim(m, 'АД-СПОР-0030');
    ctx.clock.advance(60_000);
    const second = await claim(m, 'АД-СПОР-0031');
    const open = (await asOperator(operator, 'GET', '/api/admin/disputes?view=open&maxResultCount=100')).json();
    const ids = (open.items as AdminDispute[]).map((x) => x.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect((open.items as AdminDispute[]).find((x) => x.id === first.id)?.late).toBe(false);

    ctx.clock.advance(10 * 86_400_000);
    admin = await signInAdmin(ctx);
    const late = (await asOperator(admin, 'GET', '/api/admin/disputes?view=late&maxResultCount=100')).json();
    expect((late.items as AdminDispute[]).map((x) => x.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(late.lateCount).toBeGreaterThanOrEqual(2);
    expect((late.items as AdminDispute[]).every((x) => x.late)).toBe(true);
    // The dashboard counts them too.
    const dashboard = (await asOperator(admin, 'GET', '/api/admin/dashboard')).json();
    expect(dashboard.disputes.late).toBe(late.lateCount);
    expect(dashboard.disputes.open).toBeGreaterThanOrEqual(late.lateCount);
  });
});

describe('a credit', () => {
  it('under the threshold is posted at once, on a history line that names the dispute', async () => {
    const m = await moneyMember(ctx);
    await contract(ctx, m.memberId);
    const d = await lineDispute(m);
    const res = await asOperator(admin, 'POST', `/api/admin/disputes/${d.id}/credit`, {
      amount: 500,
      text: 'Доначислено по тарифу «Премиум»',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'credited', creditedAmount: 500, pendingCredit: null });
    const line = await historyLine(m);
    expect(line).toMatchObject({
      amount: 500,
      category: 'accrual',
      title: `Начисление по спору № ${d.id}`,
      description: 'Доначислено по тарифу «Премиум»',
    });
    await assertLedgerInvariants(ctx.db);
  });

  it('above the threshold waits for a second admin, changing nothing until approved', async () => {
    const m = await moneyMember(ctx);
    const d = await claim(m, 'АД-СПОР-0040');
    const before = (await get(ctx, m, '/api/accounts/transactions')).json().totalCount;
    const res = await asOperator(admin, 'POST', `/api/admin/disputes/${d.id}/credit`, {
      amount: 60_000,
      text: 'Договор подтверждён',
    });
    expect(res.statusCode, res.body).toBe(200);
    const waiting = res.json() as AdminDispute;
    expect(waiting).toMatchObject({ status: 'in_progress', creditedAmount: null, pendingCredit: { amount: 60_000 } });
    // The request at the approvals door, found by the dispute's number.
    expect(waiting.pendingCredit).toMatchObject({
      kind: 'dispute_credit',
      subject: String(d.id),
      status: 'pending',
      memberId: m.memberId,
      madeBy: 'admin@agent-plus.test',
    });
    expect((await get(ctx, m, '/api/accounts/transactions')).json().totalCount).toBe(before);

    const other = await asOperator(operator, 'POST', `/api/admin/disputes/${d.id}/answer`, {
      status: 'refused',
      text: 'Передумали',
    });
    expect(other.json().code).toBe('dispute_credit_pending');
    const again = await asOperator(admin, 'POST', `/api/admin/disputes/${d.id}/credit`, { amount: 1, text: 'Ещё' });
    expect(again.json().code).toBe('dispute_credit_pending');

    const own = await asOperator(admin, 'POST', `/api/admin/approvals/${waiting.pendingCredit!.id}/approve`);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('own_change_approval');
    const approved = await asOperator(checker, 'POST', `/api/admin/approvals/${waiting.pendingCredit!.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const done = (await asMember(m, 'GET', `/api/disputes/${d.id}`)).json() as Dispute;
    expect(done).toMatchObject({ status: 'credited', creditedAmount: 60_000 });
    expect((await historyLine(m)).amount).toBe(60_000);
    await assertLedgerInvariants(ctx.db);
  });

  it('refused by a second admin changes nothing, and the dispute takes an answer again', async () => {
    const m = await moneyMember(ctx);
    const d = await claim(m, 'АД-СПОР-0045');
    const waiting = (
      await asOperator(admin, 'POST', `/api/admin/disputes/${d.id}/credit`, { amount: 60_000, text: 'Договор подтверждён' })
    ).json() as AdminDispute;
    const refused = await asOperator(checker, 'POST', `/api/admin/approvals/${waiting.pendingCredit!.id}/reject`, {
      reason: 'Договора нет у оператора связи',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const open = (await asOperator(admin, 'GET', `/api/admin/disputes/${d.id}`)).json() as AdminDispute;
    expect(open).toMatchObject({ status: 'in_progress', creditedAmount: null, pendingCredit: null });
    const answered = await asOperator(operator, 'POST', `/api/admin/disputes/${d.id}/answer`, {
      status: 'refused',
      text: 'Договора нет у оператора связи',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await asMember(m, 'GET', `/api/disputes/${d.id}`)).json()).toMatchObject({ status: 'refused', creditedAmount: null });
  });

  it('waiting for a second admin is withdrawn when the import brings the contract: it is paid once', async () => {
    const m = await moneyMember(ctx);
    const d = await claim(m, 'АД-СПОР-0060');
    const waiting = (
      await asOperator(admin, 'POST', `/api/admin/disputes/${d.id}/credit`, { amount: 60_000, text: 'Договор подтверждён' })
    ).json() as AdminDispute;
    await contract(ctx, m.memberId, { number: 'АД-СПОР-0060' });
    const settled = (await asMember(m, 'GET', `/api/disputes/${d.id}`)).json() as Dispute;
    expect(settled.status).toBe('credited');
    expect(settled.creditedAmount).not.toBe(60_000);
    const { rows } = await ctx.db.query<{ status: string; reason: string }>(
      'SELECT status, reason FROM approvals WHERE id = $1',
      [waiting.pendingCredit!.id],
    );
    expect(rows[0]).toEqual({
      status: 'rejected',
      reason: 'Договор № АД-СПОР-0060 пришёл с импортом и начислен по тарифу: начисление по спору не нужно',
    });
    const late = await asOperator(checker, 'POST', `/api/admin/approvals/${waiting.pendingCredit!.id}/approve`);
    expect(late.statusCode).toBe(409);
    expect(((await asOperator(admin, 'GET', `/api/admin/disputes/${d.id}`)).json() as AdminDispute).pendingCredit).toBeNull();
    await assertLedgerInvariants(ctx.db);
  });

  it('is for admins only', async () => {
    const m = await moneyMember(ctx);
    await credit(ctx, m.memberId, 10);
    const d = await claim(m, 'АД-СПОР-0050');
    const res = await asOperator(operator, 'POST', `/api/admin/disputes/${d.id}/credit`, { amount: 10, text: 'Оператор' });
    expect(res.statusCode).toBe(403);
    expect((await asMember(m, 'GET', `/api/disputes/${d.id}`)).json().status).toBe('new');
  });
});
