// A self-employed member who is or was the company's employee (decision 0051, п. 8 ч. 2 ст. 6
// 422-ФЗ): recorded by an operator, paid as an individual until two years after the employment
// ended and told why; a payout decided as НПД before the record is stopped before it leaves, the
// points back with the reason. Against the ЮKassa emulator and its ФНС status check.
import {
  EMPLOYMENT_END_IN_FUTURE,
  memberEmploymentResponse,
  PAYOUT_CANCEL_REASONS,
  type MemberEmploymentResponse,
  regimeUnverifiedText,
  withdrawalPreviewSchema,
} from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { moscowDate, russianDate } from '../../src/lib/moscow-time.js';
import { balances, get, moneyMember, SBER, withdraw, type MoneyMember } from '../money/fixtures.js';
import {
  bindNpd,
  npdStatusUrl,
  payByProvider,
  payoutRow,
  payoutsApp,
  type PayoutsContext,
  payoutsOfOrder,
  selfEmployedMember,
  settled,
  withdrawToCard,
} from './fixtures.js';

let ctx: PayoutsContext;

beforeAll(async () => {
  ctx = await payoutsApp({}, { NPD_STATUS_CHECKS_PER_MINUTE: '600' }, (url) => ({
    NPD_STATUS_API_URL: npdStatusUrl(url),
  }));
});

/** `years` calendar years from today in Moscow (negative: back), as YYYY-MM-DD. */
function yearsFromToday(years: number, days = 0): string {
  const d = new Date(`${moscowDate(ctx.clock.now())}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A member with points, self-employed with the confirmed document's ИНН, checked at ФНС and bound. */
async function boundSelfEmployed(points: number): Promise<MoneyMember> {
  const m = await selfEmployedMember(ctx, points, '79');
  expect((await ctx.app.inject({ method: 'POST', url: '/api/self-employed/check', headers: m.headers })).statusCode).toBe(200);
  const { after } = await bindNpd(ctx, m);
  expect(after.binding).toMatchObject({ status: 'confirmed' });
  return m;
}

const employment = (memberId: string, method: 'GET' | 'PUT' | 'DELETE', payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method,
    url: `/api/admin/members/${memberId}/employment`,
    headers: ctx.operator.headers,
    ...(payload ? { payload } : {}),
  });
/**
 * Records the end as the operator; a change that lowers the tax (an earlier end, a removal) waits for
 * a second admin (decision 0060), whom the admin plays.
 */
const record = async (memberId: string, endedOn: string | null) => {
  const res = await employment(memberId, 'PUT', { endedOn });
  expect(res.statusCode, res.body).toBe(200);
  return approved(memberEmploymentResponse.parse(res.json()), memberId);
};
const remove = async (memberId: string) => {
  const res = await employment(memberId, 'DELETE');
  expect(res.statusCode, res.body).toBe(200);
  return approved(memberEmploymentResponse.parse(res.json()), memberId);
};
async function approved(answer: MemberEmploymentResponse, memberId: string): Promise<MemberEmploymentResponse> {
  if (!answer.pending) return answer;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/approvals/${answer.pending.id}/approve`,
    headers: ctx.admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return memberEmploymentResponse.parse((await employment(memberId, 'GET')).json());
}
const profile = async (m: MoneyMember) => (await get(ctx, m, '/api/lk/tax-profile/')).json();
const preview = async (m: MoneyMember, amount: number) =>
  withdrawalPreviewSchema.parse((await get(ctx, m, `/api/withdrawal/preview/?amount=${amount}`)).json());
const auditEntries = async (memberId: string) =>
  (
    await ctx.db.query<{ action: string; before: unknown; after: unknown }>(
      "SELECT action, before, after FROM audit_log WHERE member_id = $1 AND action LIKE 'tax.employment%' ORDER BY id",
      [memberId],
    )
  ).rows;

describe('an operator records a member’s employment with the company', () => {
  it('keeps the end date with who recorded it, corrects it, removes a mistake — each in the audit log', async () => {
    const m = await moneyMember(ctx);
    expect((await employment(m.memberId, 'GET')).json()).toEqual({ employment: null, pending: null });

    const ended = yearsFromToday(-1);
    const first = await record(m.memberId, ended);
    expect(first.employment).toMatchObject({
      endedOn: ended,
      npdAllowedFrom: yearsFromToday(1),
      barsNpd: true,
      recordedBy: 'operator@agent-plus.test',
    });
    expect((await employment(m.memberId, 'GET')).json()).toEqual(first);

    const employed = await record(m.memberId, null);
    expect(employed.employment).toMatchObject({ endedOn: null, npdAllowedFrom: null, barsNpd: true });
    const long = await record(m.memberId, yearsFromToday(-2));
    expect(long.employment).toMatchObject({ npdAllowedFrom: moscowDate(ctx.clock.now()), barsNpd: false });

    expect(await remove(m.memberId)).toEqual({ employment: null, pending: null });
    expect(await remove(m.memberId)).toEqual({ employment: null, pending: null });
    const approvals = await ctx.db.query<{ id: number }>(`SELECT id::int AS id FROM approvals WHERE subject = $1 ORDER BY id`, [
      m.memberId,
    ]);
    const [shortened, removed] = approvals.rows.map((r) => ({ approvalId: r.id, maker: 'operator@agent-plus.test' }));
    expect(await auditEntries(m.memberId)).toEqual([
      { action: 'tax.employment_recorded', before: null, after: { endedOn: ended } },
      { action: 'tax.employment_recorded', before: { endedOn: ended }, after: { endedOn: null } },
      { action: 'tax.employment_recorded', before: { endedOn: null }, after: { endedOn: yearsFromToday(-2), ...shortened } },
      { action: 'tax.employment_removed', before: { endedOn: yearsFromToday(-2) }, after: removed },
    ]);
  });

  it('refuses a date that does not exist, one more than a year ahead and an unknown member, changing nothing', async () => {
    const m = await moneyMember(ctx);
    const bad = await employment(m.memberId, 'PUT', { endedOn: '2025-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error', fields: { endedOn: 'Такой даты не существует' } });
    const ahead = await employment(m.memberId, 'PUT', { endedOn: yearsFromToday(1, 1) });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({ code: 'validation_error', fields: { endedOn: EMPLOYMENT_END_IN_FUTURE } });
    expect((await employment(m.memberId, 'PUT', { endedOn: yearsFromToday(1) })).statusCode).toBe(200);
    await remove(m.memberId);
    expect((await employment('00000000-0000-4000-8000-000000000000', 'PUT', { endedOn: null })).statusCode).toBe(404);
    expect((await employment('00000000-0000-4000-8000-000000000000', 'GET')).statusCode).toBe(404);
    expect(await auditEntries(m.memberId)).toHaveLength(2);
    // A member's session opens no back-office call.
    const own = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/members/${m.memberId}/employment`,
      headers: m.headers,
      payload: { endedOn: null },
    });
    expect(own.statusCode).toBe(403);
  });
});

describe('a former employee is paid as an individual for two years', () => {
  it('withholds НДФЛ and says until when, then the self-employed regime applies again', async () => {
    const m = await boundSelfEmployed(2_000);
    expect(await profile(m)).toMatchObject({ applies: 'self_employed', regimeNote: null });

    const ended = yearsFromToday(-1);
    await record(m.memberId, ended);
    const note = regimeUnverifiedText('self_employed', 'former_employee', russianDate(yearsFromToday(1)));
    expect(note).toBe(
      `Режим «Самозанятый» не применяется до ${russianDate(yearsFromToday(1))}: вы работали в компании по трудовому договору, ` +
        'а выплаты бывшего работодателя в первые два года после увольнения не облагаются НПД (п.\u00a08 ч.\u00a02 ст.\u00a06 закона №\u00a0422\u2011ФЗ). ' +
        'До этой даты компания удерживает НДФЛ из выплат, как у физического лица.',
    );
    expect(await profile(m)).toMatchObject({ regime: 'self_employed', applies: 'individual', withheld: true, regimeNote: note });
    expect(await preview(m, 1_000)).toMatchObject({
      regime: 'individual',
      declaredRegime: 'self_employed',
      regimeNote: note,
      payer: 'member',
      withheld: 130,
      toBank: 870,
    });

    // Asked and paid as an individual: НДФЛ withheld, no receipt, no binding on the payout.
    const asked = await withdraw(ctx, m, { bankId: SBER, amount: 1_000, phone: m.phone });
    expect(asked.statusCode, asked.body).toBe(200);
    const orderId = asked.json().order.id as number;
    await payByProvider(ctx, orderId);
    expect(await settled(ctx, orderId)).toBe('paid');
    const [payout] = payoutsOfOrder(ctx, orderId);
    expect(payout).toMatchObject({ status: 'succeeded', amount: { value: '870.00' } });
    expect(payout!.self_employed).toBeUndefined();
    const { rows } = await ctx.db.query('SELECT regime, npd_binding_id FROM order_tax_decisions WHERE order_id = $1', [orderId]);
    expect(rows).toEqual([{ regime: 'individual', npd_binding_id: null }]);

    // Employed now: no date to wait for.
    await record(m.memberId, null);
    expect((await profile(m)).regimeNote).toBe(regimeUnverifiedText('self_employed', 'former_employee', null));
    // Two years after the end, the regime applies again.
    await record(m.memberId, yearsFromToday(-2));
    expect(await profile(m)).toMatchObject({ applies: 'self_employed', regimeNote: null });
  });

  it('stops a payout decided as НПД before the record, before anything leaves, and gives the points back with why', async () => {
    const m = await boundSelfEmployed(700);
    const asked = await withdrawToCard(ctx, m, 700);
    expect(asked.statusCode, asked.body).toBe(200);
    const orderId = asked.json().order.id as number;
    await record(m.memberId, yearsFromToday(0, -10));

    await payByProvider(ctx, orderId);
    expect(await settled(ctx, orderId)).toBe('rejected');
    expect(payoutsOfOrder(ctx, orderId)).toEqual([]);
    expect(await payoutRow(ctx, orderId)).toMatchObject({ state: 'cancelled', cancel_reason: 'former_employee' });
    expect(await balances(ctx, m)).toMatchObject({ balance: 700, frozen: 0 });
    const order = (await get(ctx, m, `/api/order/${orderId}/`)).json().order;
    expect(order).toMatchObject({ status: 'rejected', comment: PAYOUT_CANCEL_REASONS.former_employee });
  });
});
