// What each one-time code's message says (docs/product.md «What each code says», decision 0035):
// every purpose `otp_codes` knows goes out by SMS in words of its own that name the act — the
// month's document by its kind and month, the rules by their edition, a card or an account by its
// last digits — and to Telegram Gateway with a payload naming it (Telegram shows its own fixed
// text). The sign-in template admins set serves the sign-in only. The purposes are enumerated from
// code-messages.ts and held against the database's check, so a purpose without a text fails here.
import { PERIOD_DOCUMENT_TITLE, monthYearInText, type PeriodDocumentKind } from '@cabinet/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_PURPOSES, deliveryJob, type CodePurpose } from '../../src/features/sign-in-delivery/service.js';
import { PAYLOAD_MAX_BYTES } from '../../src/providers/telegram/telegram-gateway.js';
import { seedMember } from '../../src/seed/members.js';
import { startSmsEmulator, type EmulatedMessage, type SmsEmulator } from '../../../emulators/src/sms/server.js';
import { buildTestApp, requestCode, runJob, verifyCode, type TestContext } from '../helper.js';
import { seedOperators, signInAdmin } from '../admin/fixtures.js';

let emulator: SmsEmulator;
let ctx: TestContext;
let operatorId: string;

beforeAll(async () => {
  emulator = await startSmsEmulator();
  const c = emulator.credentials;
  ctx = await buildTestApp({
    SMS_PROVIDER: 'smsru',
    SMSRU_API_URL: `${emulator.url}/smsru`,
    SMSRU_API_ID: c.smsruApiId,
    TELEGRAM_GATEWAY_URL: `${emulator.url}/telegram`,
    TELEGRAM_GATEWAY_TOKEN: c.telegramToken,
  });
  await seedOperators(ctx);
  const { rows } = await ctx.db.query<{ id: string }>("SELECT id FROM operators WHERE email = 'admin@agent-plus.test'");
  operatorId = rows[0]!.id;
});
afterAll(async () => emulator.close());

const messagesTo = (phone: string) => emulator.messages().filter((m) => m.phone === phone);
const last = (phone: string): EmulatedMessage => messagesTo(phone).at(-1)!;
/** The re-send pause of a code is 60 s. */
const pastPause = () => ctx.clock.advance(61_000);

let phones = 0;
interface Member {
  memberId: string;
  phone: string;
  headers: { authorization: string };
}

/** A member signed in by the code the emulator received by SMS (the phone is not in Telegram yet). */
async function member(): Promise<Member> {
  const phone = `7900666${String(process.pid % 100).padStart(2, '0')}${String(++phones).padStart(2, '0')}`;
  const memberId = await seedMember(ctx.db, { phone });
  const ip = `198.51.100.${phones}`;
  const sent = await requestCode(ctx, phone, ip);
  expect(sent.statusCode, sent.body).toBe(200);
  const res = await verifyCode(ctx, sent.json<{ userId: string }>().userId, last(phone).code!, ip);
  expect(res.statusCode, res.body).toBe(200);
  pastPause();
  return { memberId, phone, headers: { authorization: `Bearer ${res.json<{ accessToken: string }>().accessToken}` } };
}

const post = (m: Member, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: m.headers, ...(payload ? { payload } : {}) });

/** A closed month with the member's document of that kind in it, as the close makes it. */
async function seedDocument(m: Member, month: string, kind: PeriodDocumentKind): Promise<number> {
  const now = ctx.clock.now();
  await ctx.db.query(
    `INSERT INTO periods (month, starts_at, ends_at, requested_by, requested_at, closed_by, closed_at)
     VALUES ($1, $2, $2, $3, $2, $3, $2) ON CONFLICT (month) DO NOTHING`,
    [`${month}-01`, now, operatorId],
  );
  const content = {
    kind,
    title: `${PERIOD_DOCUMENT_TITLE[kind]} за ${monthYearInText(month)}`,
    productName: 'АГЕНТ ПЛЮС',
    holder: { name: 'Тест', inn: null },
    statement: { accrued: 0, paid: 0, tax: 0 },
  };
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO period_documents (month, member_id, kind, content, hash, created_at, objection_until)
     VALUES ($1, $2, $3, $4, $5, $6, $6::timestamptz + interval '30 days') RETURNING id::float8 AS id`,
    [`${month}-01`, m.memberId, kind, JSON.stringify(content), 'c'.repeat(64), now],
  );
  return rows[0]!.id;
}

async function seedCard(m: Member, status: 'pending' | 'active', last4: string): Promise<number> {
  const now = ctx.clock.now();
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO payout_cards (member_id, provider, payout_token, first6, last4, status, created_at, activated_at)
     VALUES ($1, 'yookassa', $2, '220220', $3, $4, $5, $6) RETURNING id::float8 AS id`,
    [m.memberId, `token-${m.phone}-${last4}`, last4, status, now, status === 'active' ? now : null],
  );
  return rows[0]!.id;
}

let rulesNumber = 0;
async function seedRules(): Promise<{ id: number; number: number }> {
  const number = ++rulesNumber;
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO legal_versions (kind, number, edition, sha256, summary, published_at, published_by)
     VALUES ('rules', $1, '2026-10-01', $2, 'Редакция для теста кодов.', $3, $4) RETURNING id::float8 AS id`,
    [number, String(number).repeat(64), ctx.clock.now(), operatorId],
  );
  return { id: rows[0]!.id, number };
}

const TAIL = 'Никому его не сообщайте.';

/** One way a purpose's code is asked for: the call the cabinet makes, the SMS it must bring, the payload Telegram must get. */
interface Case {
  name: string;
  prepare(m: Member): Promise<{ send: () => Promise<LightMyRequestResponse>; sms: (code: string) => string; payload: string }>;
}

// Typed by every purpose: a purpose added to code-messages.ts without a case here does not compile,
// and one added to the database without a text fails the first test.
const CASES: Record<CodePurpose, Case[]> = {
  sign_in: [
    {
      name: 'a sign-in, in the admins’ template',
      prepare: async (m) => ({
        send: () => requestCode(ctx, m.phone, '198.51.100.200'),
        sms: (code) => `${code} — код для входа в АГЕНТ ПЛЮС. ${TAIL}`,
        payload: 'sign_in',
      }),
    },
  ],
  document: [
    {
      name: 'the agent’s report of October 2026',
      prepare: async (m) => {
        const id = await seedDocument(m, '2026-10', 'agent_report');
        return {
          send: () => post(m, `/api/documents/${id}/sign/code`),
          sms: (code) => `Код для подписи отчёта агента за октябрь 2026: ${code}. ${TAIL}`,
          payload: `document:${id}`,
        };
      },
    },
    {
      name: 'the act of services of September 2026',
      prepare: async (m) => {
        const id = await seedDocument(m, '2026-09', 'npd_act');
        return {
          send: () => post(m, `/api/documents/${id}/sign/code`),
          sms: (code) => `Код для подписи акта об оказании услуг за сентябрь 2026: ${code}. ${TAIL}`,
          payload: `document:${id}`,
        };
      },
    },
  ],
  rules: [
    {
      name: 'the rules’ current edition',
      prepare: async (m) => {
        const version = await seedRules();
        return {
          send: () => post(m, '/api/lk/legal/rules/code', { versionId: version.id }),
          sms: (code) => `Код для принятия правил программы АГЕНТ ПЛЮС (редакция ${version.number}): ${code}. ${TAIL}`,
          payload: `rules:${version.id}`,
        };
      },
    },
  ],
  card_add: [
    {
      name: 'a card being added',
      prepare: async (m) => {
        const id = await seedCard(m, 'pending', '7895');
        return {
          send: () => post(m, `/api/lk/payout-cards/${id}/code`, { action: 'add' }),
          sms: (code) => `Код для добавления карты •• 7895 для выплат: ${code}. ${TAIL}`,
          payload: `card_add:${id}`,
        };
      },
    },
  ],
  card_remove: [
    {
      name: 'a card being removed',
      prepare: async (m) => {
        const id = await seedCard(m, 'active', '1111');
        return {
          send: () => post(m, `/api/lk/payout-cards/${id}/code`, { action: 'remove' }),
          sms: (code) => `Код для удаления карты •• 1111 из способов выплаты: ${code}. ${TAIL}`,
          payload: `card_remove:${id}`,
        };
      },
    },
  ],
  card_default: [
    {
      name: 'a card chosen as the default',
      prepare: async (m) => {
        const id = await seedCard(m, 'active', '4242');
        return {
          send: () => post(m, `/api/lk/payout-cards/${id}/code`, { action: 'default' }),
          sms: (code) => `Код, чтобы сделать карту •• 4242 основной для выплат: ${code}. ${TAIL}`,
          payload: `card_default:${id}`,
        };
      },
    },
  ],
  account_set: [
    {
      name: 'an account for the bank’s registry',
      prepare: async (m) => {
        const { rows } = await ctx.db.query<{ id: number }>(
          `INSERT INTO payout_accounts (member_id, account_number, bik, status, created_at)
           VALUES ($1, '40817810500001234567', '044525974', 'pending', $2) RETURNING id::float8 AS id`,
          [m.memberId, ctx.clock.now()],
        );
        const id = rows[0]!.id;
        return {
          send: () => post(m, `/api/lk/payout-account/${id}/code`),
          sms: (code) => `Код для указания счёта •• 4567 для выплат через банк: ${code}. ${TAIL}`,
          payload: `account_set:${id}`,
        };
      },
    },
  ],
};

const cases = CODE_PURPOSES.flatMap((purpose) => (CASES[purpose] ?? []).map((c) => ({ purpose, ...c })));
/** Each purpose's SMS as the member read it, with the code taken out, to compare them. */
const smsSeen = new Map<string, string>();

it('knows every purpose the database allows, and has a case for each', async () => {
  const { rows } = await ctx.db.query<{ def: string }>(
    "SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'otp_codes_purpose_check'",
  );
  const allowed = [...rows[0]!.def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
  expect([...CODE_PURPOSES].sort()).toEqual([...new Set(allowed)].sort());
  expect(CODE_PURPOSES.filter((p) => !CASES[p]?.length)).toEqual([]);
});

describe.each(cases)('$purpose: $name', ({ purpose, name, prepare }) => {
  it('goes by SMS in words of its own', async () => {
    const m = await member();
    const { send, sms } = await prepare(m);
    const res = await send();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ channel: 'sms' });
    const message = last(m.phone);
    expect(message.provider).toBe('smsru');
    expect(message.text).toBe(sms(message.code!));
    smsSeen.set(`${purpose}: ${name}`, message.text.replace(message.code!, '······'));
  });

  it('goes to Telegram with its purpose in the payload, and by SMS in the same words when Telegram fails', async () => {
    const m = await member();
    const { send, sms, payload } = await prepare(m);
    emulator.telegramPhones.add(m.phone);
    emulator.behaviour.telegram.undeliverable = true;
    try {
      const res = await send();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ channel: 'telegram' });
      const tg = last(m.phone);
      expect(tg).toMatchObject({ provider: 'telegram', payload });
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(PAYLOAD_MAX_BYTES);
      // Telegram's own text: the code, whatever it is for.
      expect(tg.text).toBe(`Код подтверждения: ${tg.code}`);

      // The follow-up finds it undelivered and passes the same code on by SMS, worded for its purpose.
      const { rows } = await ctx.db.query<{ id: string }>(
        `SELECT d.id::text AS id FROM otp_deliveries d JOIN otp_codes c ON c.id = d.otp_code_id
          WHERE c.phone = $1 AND d.channel = 'telegram' ORDER BY d.id DESC LIMIT 1`,
        [m.phone],
      );
      const run = await runJob(ctx.app, deliveryJob, { deliveryId: rows[0]!.id });
      expect(run.output).toMatchObject({ status: 'failed' });
      await expect.poll(() => last(m.phone).provider).toBe('smsru');
      const bySms = last(m.phone);
      expect(bySms.code).toBe(tg.code);
      expect(bySms.text).toBe(sms(tg.code!));
    } finally {
      emulator.behaviour.telegram.undeliverable = false;
      emulator.telegramPhones.delete(m.phone);
    }
  });
});

it('words every purpose differently: no code but the sign-in’s reads as a sign-in', () => {
  expect(smsSeen.size).toBe(cases.length);
  const texts = [...smsSeen.values()];
  expect(new Set(texts).size).toBe(texts.length);
  const signInLike = [...smsSeen].filter(([key, text]) => !key.startsWith('sign_in') && /вход/i.test(text));
  expect(signInLike).toEqual([]);
});

it('serves the admins’ template to the sign-in only', async () => {
  const admin = await signInAdmin(ctx);
  const put = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/sms/settings',
    headers: admin.headers,
    payload: { sender: 'AgentPlus', template: 'Вход в {product}: {code}' },
  });
  expect(put.statusCode, put.body).toBe(200);
  const m = await member();
  expect(last(m.phone)).toMatchObject({ sender: 'AgentPlus', text: `Вход в АГЕНТ ПЛЮС: ${last(m.phone).code}` });

  const version = await seedRules();
  expect((await post(m, '/api/lk/legal/rules/code', { versionId: version.id })).statusCode).toBe(200);
  const rules = last(m.phone);
  // The sender name is the account's, for every message; the template is the sign-in's alone.
  expect(rules).toMatchObject({
    sender: 'AgentPlus',
    text: `Код для принятия правил программы АГЕНТ ПЛЮС (редакция ${version.number}): ${rules.code}. ${TAIL}`,
  });
});
