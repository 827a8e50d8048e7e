import { randomUUID } from 'node:crypto';
import { apiErrorSchema, requestWithdrawalResponse } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.js';
import { balances, credit, get, moneyMember, moneyRowCounts, pts, SBER, TBANK, withdraw, type MoneyMember } from './fixtures.js';

let ctx: TestContext;
let m: MoneyMember;
beforeAll(async () => {
  ctx = await buildTestApp();
  m = await moneyMember(ctx);
  await credit(ctx, m.memberId, 5000);
});

describe('POST /api/withdrawal/', () => {
  it('freezes the amount and opens a pending order', async () => {
    const before = await balances(ctx, m);
    const res = await withdraw(ctx, m, { bankId: SBER, amount: 1234.56, phone: '+7 (901) 000-00-01' });
    expect(res.statusCode).toBe(200);
    const body = requestWithdrawalResponse.parse(res.json());
    expect(body).toMatchObject({ success: true, error: null, errorCode: null });
    expect(body.order).toMatchObject({
      amount: 1234.56,
      status: 'pending',
      statusText: 'В обработке',
      bank: { id: SBER, name: 'Сбербанк', shortName: 'Сбер' },
      phone: '79010000001',
      closedAt: null,
      comment: null,
    });
    expect(await balances(ctx, m)).toEqual({
      balance: pts(before.balance - 1234.56),
      frozen: pts(before.frozen + 1234.56),
      pendingOrders: before.pendingOrders + 1,
    });
    const order = (await get(ctx, m, `/api/order/${body.order!.id}/`)).json();
    expect(order.order.events).toEqual([
      { status: 'pending', statusText: 'В обработке', date: body.order!.createdAt, comment: null },
    ]);
    const { rows } = await ctx.db.query(
      'SELECT category, title, link FROM notifications WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [m.memberId],
    );
    expect(rows[0]).toEqual({
      category: 'withdrawal',
      title: `Заявка № ${body.order!.id} на вывод 1\u00a0234,56\u00a0б. принята`,
      link: `/order/${body.order!.id}`,
    });
  });

  describe('refusals: 422, success false, the Russian text and code, nothing changed', () => {
    const cases: [string, () => Promise<MoneyMember>, Record<string, unknown>, string, string][] = [
      [
        'less than 100 б.',
        async () => m,
        { bankId: SBER, amount: 99.99 },
        'amount_too_small',
        'Минимальная сумма вывода — 100\u00a0б.',
      ],
      ['zero', async () => m, { bankId: SBER, amount: 0 }, 'amount_too_small', 'Минимальная сумма вывода — 100\u00a0б.'],
      [
        'a negative amount',
        async () => m,
        { bankId: SBER, amount: -500 },
        'amount_too_small',
        'Минимальная сумма вывода — 100\u00a0б.',
      ],
      [
        'more than available',
        async () => m,
        { bankId: SBER, amount: 1_000_000 },
        'insufficient_funds',
        'Недостаточно баллов: сумма больше доступного баланса',
      ],
      [
        'an unknown bank',
        async () => m,
        { bankId: '999999999999', amount: 100 },
        'bank_not_found',
        'Банк не найден. Выберите банк из списка.',
      ],
      ['no bank', async () => m, { bankId: '', amount: 100 }, 'bank_not_found', 'Банк не найден. Выберите банк из списка.'],
      [
        'a phone that is not 79XXXXXXXXX',
        async () => m,
        { bankId: SBER, amount: 100, phone: '89001234567' },
        'invalid_phone',
        'Некорректный формат номера телефона',
      ],
      [
        'a short phone',
        async () => m,
        { bankId: SBER, amount: 100, phone: '7900123' },
        'invalid_phone',
        'Некорректный формат номера телефона',
      ],
      [
        'an unconfirmed identity document',
        async () => moneyMember(ctx, { confirmed: false }),
        { bankId: SBER, amount: 100 },
        'identity_not_confirmed',
        'Вывод доступен после подтверждения паспортных данных. Заполните их в профиле и дождитесь проверки.',
      ],
    ];
    for (const [name, who, body, errorCode, error] of cases) {
      it(name, async () => {
        const member = await who();
        const before = await moneyRowCounts(ctx);
        const res = await withdraw(ctx, member, { phone: member.phone, ...body });
        expect(res.statusCode).toBe(422);
        expect(requestWithdrawalResponse.parse(res.json())).toEqual({ success: false, order: null, error, errorCode });
        expect(await moneyRowCounts(ctx)).toEqual(before);
      });
    }

    it('a pending or rejected identity document', async () => {
      const member = await moneyMember(ctx, { confirmed: false });
      await credit(ctx, member.memberId, 500);
      for (const status of ['pending', 'rejected']) {
        await ctx.db.query(
          'INSERT INTO identity_documents (member_id, status) VALUES ($1, $2) ON CONFLICT (member_id) DO UPDATE SET status = $2',
          [member.memberId, status],
        );
        const res = await withdraw(ctx, member, { bankId: SBER, amount: 100, phone: member.phone });
        expect(res.json()).toMatchObject({ success: false, errorCode: 'identity_not_confirmed' });
      }
    });
  });

  it('takes exactly the whole balance, then refuses a kopeck more', async () => {
    const p = await moneyMember(ctx);
    await credit(ctx, p.memberId, 300.01);
    expect((await withdraw(ctx, p, { bankId: TBANK, amount: 300.01, phone: p.phone })).statusCode).toBe(200);
    expect(await balances(ctx, p)).toEqual({ balance: 0, frozen: 300.01, pendingOrders: 1 });
    await credit(ctx, p.memberId, 100);
    expect((await withdraw(ctx, p, { bankId: TBANK, amount: 100.01, phone: p.phone })).json()).toMatchObject({
      errorCode: 'insufficient_funds',
    });
  });

  it('refuses malformed bodies as validation errors with nothing changed', async () => {
    const before = await moneyRowCounts(ctx);
    for (const body of [
      { bankId: SBER, amount: 100.001, phone: m.phone },
      { bankId: SBER, amount: '100', phone: m.phone },
      { bankId: SBER, phone: m.phone },
      { amount: 100, phone: m.phone },
    ]) {
      const res = await withdraw(ctx, m, body);
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).code).toBe('validation_error');
    }
    const decimals = await withdraw(ctx, m, { bankId: SBER, amount: 100.001, phone: m.phone });
    expect(decimals.json().fields).toEqual({ amount: 'Не больше двух знаков после запятой' });
    expect(await moneyRowCounts(ctx)).toEqual(before);
  });

  describe('Idempotency-Key', () => {
    const required = {
      code: 'idempotency_key_required',
      message: 'Нужен заголовок Idempotency-Key: ключ запроса из 8–128 латинских букв, цифр и знаков «.», «_», «:», «-»',
    };

    it('is required and must look like a key', async () => {
      const before = await moneyRowCounts(ctx);
      for (const key of [null, '', 'short', 'has spaces in it', 'ключ-по-русски', 'x'.repeat(129)]) {
        const res = await withdraw(ctx, m, { bankId: SBER, amount: 100, phone: m.phone }, key);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(required);
      }
      expect(await moneyRowCounts(ctx)).toEqual(before);
    });

    it('answers a repeat with the first answer, and makes one order', async () => {
      const key = randomUUID();
      const body = { bankId: SBER, amount: 150, phone: m.phone };
      const first = await withdraw(ctx, m, body, key);
      const before = await moneyRowCounts(ctx);
      const again = await withdraw(ctx, m, { ...body, phone: `+${m.phone}` }, key);
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.json()).toEqual(first.json());
      expect(await moneyRowCounts(ctx)).toEqual(before);
    });

    it('answers a repeated refusal with the same refusal', async () => {
      const key = randomUUID();
      const body = { bankId: SBER, amount: 50, phone: m.phone };
      const first = await withdraw(ctx, m, body, key);
      const again = await withdraw(ctx, m, body, key);
      expect([first.statusCode, again.statusCode]).toEqual([422, 422]);
      expect(again.json()).toEqual(first.json());
    });

    it('refuses the same key with another body: 422 idempotency_mismatch', async () => {
      const key = randomUUID();
      await withdraw(ctx, m, { bankId: SBER, amount: 100, phone: m.phone }, key);
      const before = await moneyRowCounts(ctx);
      const res = await withdraw(ctx, m, { bankId: SBER, amount: 101, phone: m.phone }, key);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'idempotency_mismatch',
        message: 'Этот ключ идемпотентности уже использован для другого запроса',
      });
      expect(await moneyRowCounts(ctx)).toEqual(before);
    });

    it('belongs to one member: another member may use the same key', async () => {
      const other = await moneyMember(ctx);
      await credit(ctx, other.memberId, 100);
      const key = randomUUID();
      expect((await withdraw(ctx, m, { bankId: SBER, amount: 100, phone: m.phone }, key)).statusCode).toBe(200);
      const res = await withdraw(ctx, other, { bankId: SBER, amount: 100, phone: other.phone }, key);
      expect(res.statusCode).toBe(200);
      expect(res.json().order.phone).toBe(other.phone);
    });
  });

  describe('where the money goes: the specification’s bank and phone, or `destination` (decision 0061)', () => {
    it('takes SBP in `destination` as the same request as the specification’s fields, and stores the rail it decided', async () => {
      const key = randomUUID();
      const first = await withdraw(ctx, m, { destination: { kind: 'sbp', bankId: SBER, phone: m.phone }, amount: 120 }, key);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().order).toMatchObject({ bank: { id: SBER }, phone: m.phone, amount: 120 });
      const before = await moneyRowCounts(ctx);
      // The same key in the specification's form: the same request, answered as the first.
      const again = await withdraw(ctx, m, { bankId: SBER, phone: m.phone, amount: 120 }, key);
      expect(again.json()).toEqual(first.json());
      expect(await moneyRowCounts(ctx)).toEqual(before);
      // No provider: new orders are paid by hand, and the order says so.
      const { rows } = await ctx.db.query('SELECT rail FROM withdrawal_orders WHERE id = $1', [first.json().order.id]);
      expect(rows).toEqual([{ rail: 'manual' }]);
    });

    it('reads a card’s or an account’s request without a bank or a phone', async () => {
      for (const [destination, errorCode] of [
        [{ kind: 'card', cardId: 999_999 }, 'payout_card_not_found'],
        [{ kind: 'account', accountId: 999_999 }, 'payout_account_not_found'],
      ] as const) {
        const res = await withdraw(ctx, m, { destination, amount: 100 });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ success: false, errorCode });
      }
    });

    it('refuses two destinations in one request, or one of an unknown kind, as validation errors', async () => {
      const before = await moneyRowCounts(ctx);
      const both = await withdraw(ctx, m, {
        bankId: SBER,
        phone: m.phone,
        destination: { kind: 'card', cardId: 5 },
        amount: 100,
      });
      expect(both.statusCode).toBe(400);
      expect(both.json().fields).toEqual({ destination: 'Укажите получателя один раз: банк и телефон — внутри destination' });
      const unknown = await withdraw(ctx, m, { destination: { kind: 'wallet' }, amount: 100 });
      expect(unknown.statusCode).toBe(400);
      const noPhone = await withdraw(ctx, m, { destination: { kind: 'sbp', bankId: SBER }, amount: 100 });
      expect(noPhone.statusCode).toBe(400);
      expect(await moneyRowCounts(ctx)).toEqual(before);
    });
  });

  it('is 401 before anything else without a sign-in', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/withdrawal/', payload: { amount: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});
