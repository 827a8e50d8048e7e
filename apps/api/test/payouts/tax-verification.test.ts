// Tax regimes verified before they apply, one ИНН per member, limits per ИНН (decision 0043), against
// the emulator's ЕГРИП search and ФНС status check: a declared ИП or самозанятый whose ИНН is not the
// confirmed document's, or whom ФНС does not confirm, is taxed as an individual and told why; a
// second claim of an ИНН is refused and shown to operators; the НПД limit and the НДФЛ scale's step
// count every member of one ИНН.
import { completePersonInn, errorCatalogue, regimeUnverifiedText, withdrawalPreviewSchema } from '@cabinet/contracts';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config/env.js';
import { egripRegister, EgripUnavailable } from '../../src/providers/egrip/egrip-register.js';
import { credit, get, moneyMember, SBER, withdraw, type MoneyMember } from '../money/fixtures.js';
import { npdStatusUrl, payoutsApp, withdrawToCard, type PayoutsContext } from './fixtures.js';

let ctx: PayoutsContext;
let innNo = 0;

beforeAll(async () => {
  ctx = await payoutsApp({}, { NPD_INCOME_LIMIT_RUB: '2000', NPD_STATUS_CHECKS_PER_MINUTE: '600' }, (url) => ({
    NPD_STATUS_API_URL: npdStatusUrl(url),
    EGRIP_API_URL: url.replace(/\/v3$/, '/egrul'),
  }));
});

/** The seeded member's name (seedMember's default), as ЕГРИП writes it. */
const REGISTER_NAME = 'СМИРНОВА АННА ВИКТОРОВНА';

const newInn = () => completePersonInn(`78${String(process.pid % 10000).padStart(4, '0')}${String(++innNo).padStart(4, '0')}`);

/** A member with points whose confirmed identity document holds `inn` (a fresh one by default). */
async function member(points = 1_000, inn = newInn()): Promise<MoneyMember & { inn: string }> {
  const m = await moneyMember(ctx);
  await ctx.db.query('UPDATE identity_documents SET inn = $2 WHERE member_id = $1', [m.memberId, inn]);
  if (points > 0) await credit(ctx, m.memberId, points);
  return { ...m, inn };
}

const save = (m: MoneyMember, body: { regime: string; inn: string; resident?: boolean }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/lk/tax-profile/',
    headers: m.headers,
    payload: { resident: true, ...body },
  });
const profile = async (m: MoneyMember) => (await get(ctx, m, '/api/lk/tax-profile/')).json();
const preview = async (m: MoneyMember, amount: number) => {
  const res = await get(ctx, m, `/api/withdrawal/preview/?amount=${amount}`);
  expect(res.statusCode, res.body).toBe(200);
  return withdrawalPreviewSchema.parse(res.json());
};
const registered = (inn: string, entry: { name: string; endedOn?: string }) => {
  ctx.emulator.config.egripEntrepreneurs = { ...ctx.emulator.config.egripEntrepreneurs, [inn]: entry };
};

describe('an ИП applies once ЕГРИП and the identity document confirm it', () => {
  it('taxes an ИП whose ИНН is not the confirmed document’s as an individual, asks ЕГРИП nothing, and says why', async () => {
    const m = await member();
    const other = newInn();
    registered(other, { name: REGISTER_NAME });
    const searches = ctx.emulator.egrip.searches();
    const res = await save(m, { regime: 'entrepreneur', inn: other });
    expect(res.statusCode, res.body).toBe(200);
    const note = regimeUnverifiedText('entrepreneur', 'inn_not_identity');
    expect(res.json()).toMatchObject({ regime: 'entrepreneur', applies: 'individual', withheld: true, regimeNote: note });
    expect(ctx.emulator.egrip.searches()).toBe(searches);
    expect(note).toBe(
      'Режим «Индивидуальный предприниматель» пока не применяется: ИНН в налоговом профиле не совпадает с ИНН в подтверждённых паспортных данных. ' +
        'Укажите свой ИНН — тот же, что в паспортных данных. До проверки компания удерживает НДФЛ из выплат, как у физического лица.',
    );

    // The preview and the order: НДФЛ withheld, as from an individual — in the register like any other.
    expect(await preview(m, 1_000)).toMatchObject({
      regime: 'individual',
      declaredRegime: 'entrepreneur',
      regimeNote: note,
      payer: 'member',
      withheld: 130,
      toBank: 870,
    });
    const order = await withdraw(ctx, m, { bankId: SBER, amount: 1_000, phone: m.phone });
    expect(order.statusCode, order.body).toBe(200);
    const card = (await get(ctx, m, `/api/order/${order.json().order.id}/`)).json().order;
    expect(card.tax).toMatchObject({ payer: 'member', withheld: 130 });
    const { rows } = await ctx.db.query('SELECT payer, tax::float8 AS tax FROM order_taxes WHERE order_id = $1', [
      order.json().order.id,
    ]);
    expect(rows).toEqual([{ payer: 'member', tax: 13_000 }]);
  });

  it('refuses the regime while ЕГРИП has no such ИП, the ИП has stopped, or the register’s ФИО is another’s', async () => {
    const cases = [
      { entry: null, reason: 'egrip_not_found' },
      { entry: { name: REGISTER_NAME, endedOn: '01.03.2024' }, reason: 'egrip_ended' },
      { entry: { name: 'ПЕТРОВ ПЁТР ПЕТРОВИЧ' }, reason: 'egrip_name_mismatch' },
    ] as const;
    for (const c of cases) {
      const m = await member();
      if (c.entry) registered(m.inn, c.entry);
      const res = await save(m, { regime: 'entrepreneur', inn: m.inn });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json(), c.reason).toMatchObject({
        applies: 'individual',
        withheld: true,
        regimeNote: regimeUnverifiedText('entrepreneur', c.reason),
      });
      expect((await preview(m, 500)).payer).toBe('member');
    }
  });

  it('applies an active ИП of the document’s ИНН and ФИО: nothing withheld', async () => {
    const m = await member();
    // ЕГРИП writes the ФИО in capitals, «ё» may be either.
    registered(m.inn, { name: 'смирнова  анна викторовна' });
    const searches = ctx.emulator.egrip.searches();
    const res = await save(m, { regime: 'entrepreneur', inn: m.inn });
    expect(res.json()).toMatchObject({ regime: 'entrepreneur', applies: 'entrepreneur', withheld: false, regimeNote: null });
    expect(ctx.emulator.egrip.searches()).toBe(searches + 1);
    expect(await preview(m, 1_000)).toMatchObject({
      regime: 'entrepreneur',
      payer: null,
      withheld: 0,
      toBank: 1_000,
      regimeNote: null,
    });
    const { rows } = await ctx.db.query('SELECT found, name, ended_on FROM member_egrip_checks WHERE member_id = $1', [
      m.memberId,
    ]);
    expect(rows).toEqual([{ found: true, name: 'смирнова  анна викторовна', ended_on: null }]);
  });

  it('taxes as an individual while ЕГРИП asks for a captcha, and checks again at the next save', async () => {
    const m = await member();
    registered(m.inn, { name: REGISTER_NAME });
    ctx.emulator.config.egripSearchesPerMinute = 1;
    try {
      // Earlier searches of this minute fill the window: the service answers with a captcha.
      await save(m, { regime: 'entrepreneur', inn: newInn() });
      const res = await save(m, { regime: 'entrepreneur', inn: m.inn });
      expect(res.json()).toMatchObject({
        applies: 'individual',
        regimeNote: regimeUnverifiedText('entrepreneur', 'egrip_not_checked'),
      });
    } finally {
      ctx.emulator.config.egripSearchesPerMinute = 0;
    }
    expect((await save(m, { regime: 'entrepreneur', inn: m.inn })).json()).toMatchObject({ applies: 'entrepreneur' });
  });

  it('does not apply a regime before the identity document is confirmed', async () => {
    const m = await member();
    registered(m.inn, { name: REGISTER_NAME });
    await ctx.db.query("UPDATE identity_documents SET status = 'pending' WHERE member_id = $1", [m.memberId]);
    expect((await save(m, { regime: 'entrepreneur', inn: m.inn })).json()).toMatchObject({
      applies: 'individual',
      regimeNote: regimeUnverifiedText('entrepreneur', 'identity_not_confirmed'),
    });
  });
});

describe('the ЕГРИП adapter in production', () => {
  it('refuses the emulator’s answer and an address of this machine', async () => {
    const inn = newInn();
    registered(inn, { name: REGISTER_NAME });
    const egrulUrl = ctx.emulator.url.replace(/\/v3$/, '/egrul');
    const production = egripRegister({ baseUrl: egrulUrl, timeoutMs: 2_000, refuseEmulator: true, resultDelayMs: 0 });
    await expect(production.findEntrepreneur(inn)).rejects.toBeInstanceOf(EgripUnavailable);
    const test = egripRegister({ baseUrl: egrulUrl, timeoutMs: 2_000, refuseEmulator: false, resultDelayMs: 0 });
    expect(await test.findEntrepreneur(inn)).toMatchObject({ inn, name: REGISTER_NAME, endedOn: null });
    expect(() => parseEnv({ NODE_ENV: 'production', EGRIP_API_URL: egrulUrl })).toThrow(
      /EGRIP_API_URL must be an https address of ФНС/,
    );
  });
});

describe('self-employment applies once ФНС confirms the document’s ИНН', () => {
  it('taxes an unchecked самозанятый as an individual, then applies the regime after the status check', async () => {
    const m = await member(2_000);
    const saved = await save(m, { regime: 'self_employed', inn: m.inn });
    expect(saved.json()).toMatchObject({
      applies: 'individual',
      regimeNote: regimeUnverifiedText('self_employed', 'npd_not_checked'),
    });
    // Paid as an individual meanwhile: НДФЛ withheld, no refusal for the missing binding.
    const asked = await withdraw(ctx, m, { bankId: SBER, amount: 500, phone: m.phone });
    expect(asked.statusCode, asked.body).toBe(200);
    const card = (await get(ctx, m, `/api/order/${asked.json().order.id}/`)).json().order;
    expect(card.tax).toMatchObject({ payer: 'member', withheld: 65 });

    const checked = await ctx.app.inject({ method: 'POST', url: '/api/self-employed/check', headers: m.headers });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(await profile(m)).toMatchObject({ applies: 'self_employed', withheld: false, regimeNote: null });
    expect(await preview(m, 500)).toMatchObject({ payer: null, withheld: 0 });
    // Now the self-employed rules hold: no payout without the binding.
    const refused = await withdraw(ctx, m, { bankId: SBER, amount: 500, phone: m.phone });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errorCode: 'npd_not_bound' });
  });

  it('does not apply self-employment checked for an ИНН that is not the document’s', async () => {
    const m = await member();
    const other = newInn();
    await save(m, { regime: 'self_employed', inn: other });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/self-employed/check', headers: m.headers })).statusCode).toBe(200);
    expect(await profile(m)).toMatchObject({
      applies: 'individual',
      regimeNote: regimeUnverifiedText('self_employed', 'inn_not_identity'),
    });
  });
});

describe('one ИНН belongs to one member', () => {
  it('refuses a second claim with its message, changes nothing, and shows it to operators', async () => {
    const holder = await member(0);
    const claimer = await member(0);
    expect((await save(holder, { regime: 'individual', inn: holder.inn })).statusCode).toBe(200);

    const res = await save(claimer, { regime: 'entrepreneur', inn: holder.inn });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'tax_inn_taken', message: errorCatalogue.tax_inn_taken.message });
    expect(await profile(claimer)).toMatchObject({ regime: 'individual', changedAt: null, inn: claimer.inn });

    const claims = await ctx.app.inject({ method: 'GET', url: '/api/admin/tax/inn-claims', headers: ctx.operator.headers });
    expect(claims.statusCode, claims.body).toBe(200);
    expect(claims.json().claims[0]).toMatchObject({
      inn: holder.inn,
      regime: 'entrepreneur',
      claimedBy: { id: claimer.memberId, phone: claimer.phone, fullName: 'Смирнова Анна Викторовна' },
      heldBy: { id: holder.memberId, phone: holder.phone },
    });
    // Members read no one's claims.
    expect((await get(ctx, claimer, '/api/admin/tax/inn-claims')).statusCode).toBe(403);
  });

  it('refuses an ИНН another member’s confirmed identity document holds', async () => {
    const holder = await member(0);
    const claimer = await member(0);
    const res = await save(claimer, { regime: 'self_employed', inn: holder.inn });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('tax_inn_taken');
  });

  it('settles profiles that shared an ИНН before the rule: the earliest keeps it, the later are refused claims', async () => {
    // The migration's own statements, run on profiles written as they could be before it.
    const sql = readFileSync(new URL('../../migrations/0095_tax_regime_verification.sql', import.meta.url), 'utf8');
    const settle = sql
      .slice(sql.indexOf('WITH ranked AS'), sql.indexOf('-- 4.'))
      .split(/;\s*\n/)
      .filter((q) => q.trim());
    expect(settle).toHaveLength(2);
    const inn = newInn();
    const [first, later] = [await member(0), await member(0)];
    await ctx.db.query('DROP INDEX member_tax_profiles_inn_uq');
    for (const [m, regime, at] of [
      [first, 'individual', '2026-01-01T00:00:00Z'],
      [later, 'entrepreneur', '2026-02-01T00:00:00Z'],
    ] as const) {
      await ctx.db.query(
        'INSERT INTO member_tax_profiles (member_id, regime, inn, resident, changed_at) VALUES ($1, $2, $3, true, $4)',
        [m.memberId, regime, inn, at],
      );
    }
    for (const q of settle) await ctx.db.query(q);
    const { rows } = await ctx.db.query<{ member_id: string; regime: string; inn: string | null }>(
      'SELECT member_id, regime, inn FROM member_tax_profiles WHERE member_id = ANY($1::uuid[]) ORDER BY changed_at',
      [[first.memberId, later.memberId]],
    );
    expect(rows).toEqual([
      { member_id: first.memberId, regime: 'individual', inn },
      { member_id: later.memberId, regime: 'individual', inn: null },
    ]);
    const claims = await ctx.db.query('SELECT member_id, holder_member_id, regime FROM tax_inn_refused_claims WHERE inn = $1', [
      inn,
    ]);
    expect(claims.rows).toEqual([{ member_id: later.memberId, holder_member_id: first.memberId, regime: 'entrepreneur' }]);
  });

  it('of two members claiming one ИНН at once, one is refused', async () => {
    const inn = newInn();
    const [a, b] = [await member(0), await member(0)];
    const answers = await Promise.all([save(a, { regime: 'individual', inn }), save(b, { regime: 'individual', inn })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const { rows } = await ctx.db.query('SELECT count(*)::int AS n FROM member_tax_profiles WHERE inn = $1', [inn]);
    expect(rows[0]).toEqual({ n: 1 });
  });
});

describe('limits the law sets per person count per ИНН', () => {
  it('counts the receipts of the ИНН paid to another member against the self-employed limit', async () => {
    // The ИНН's earlier account was paid 1 500 ₽ as self-employed, then left it.
    const earlier = await member(1_500);
    const first = await withdraw(ctx, earlier, { bankId: SBER, amount: 1_500, phone: earlier.phone });
    expect(first.statusCode, first.body).toBe(200);
    const m = await member(2_000);
    await ctx.db.query(
      `INSERT INTO payout_receipts (order_id, member_id, provider, binding_id, inn, service_name, amount, receipt_id, registered_at)
       VALUES ($1, $2, 'yookassa', 'se-earlier', $3, 'Агентские услуги', 150000, 'r-1', $4)`,
      [first.json().order.id, earlier.memberId, m.inn, ctx.clock.now()],
    );
    await ctx.db.query('UPDATE identity_documents SET inn = $2 WHERE member_id = $1', [earlier.memberId, newInn()]);
    // The new account: verified and bound for the same ИНН.
    expect((await save(m, { regime: 'self_employed', inn: m.inn })).statusCode).toBe(200);
    await ctx.db.query(
      `INSERT INTO member_npd (member_id, checked_inn, npd_active, npd_message, npd_checked_at, provider, binding_id, binding_inn,
                               binding_status, binding_checked_at, updated_at)
       VALUES ($1, $2, true, 'является', $3, 'yookassa', 'se-now', $2, 'confirmed', $3, $3)`,
      [m.memberId, m.inn, ctx.clock.now()],
    );
    expect((await get(ctx, m, '/api/self-employed/')).json().income).toMatchObject({ amount: 1_500, left: 500 });
    const over = await withdraw(ctx, m, { bankId: SBER, amount: 600, phone: m.phone });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ errorCode: 'npd_income_limit' });
    // To a card: where the provider pays, the self-employed are paid only so (decision 0056).
    const within = await withdrawToCard(ctx, m, 500);
    expect(within.statusCode, within.body).toBe(200);
  });

  it('counts the year’s НДФЛ income of every member of one ИНН for the scale’s step', async () => {
    const inn = newInn();
    const earlier = await member(2_300_000, inn);
    const first = await withdraw(ctx, earlier, { bankId: SBER, amount: 2_300_000, phone: earlier.phone });
    expect(first.statusCode, first.body).toBe(200);
    // A second account of the same person (the same ИНН in a confirmed document).
    const m = await member(300_000, inn);
    expect(await preview(m, 300_000)).toMatchObject({
      incomeThisYear: 2_300_000,
      parts: [
        { rate: 13, base: 100_000 },
        { rate: 15, base: 200_000 },
      ],
    });
  });
});
