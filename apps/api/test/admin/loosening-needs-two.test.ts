// Every setting and record whose change lowers the tax the company withholds or loosens a control
// needs a second admin (decisions 0029 and 0060): each is listed below with the way to loosen it, the
// way to read what is in force and the way a second admin approves it. For each: the maker's change
// alters nothing, the maker cannot approve it, another admin's approval puts it in force — and the
// change the other way (stricter) acts at once. A new loosening setting joins the list.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moscowDate } from '../../src/lib/moscow-time.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { moneyMember } from '../money/fixtures.js';
import { seedOperators, signInAdmin, signInDemoOperator, signInSecondAdmin, type OperatorSession } from './fixtures.js';
import { uploadContracts } from './imports-fixtures.js';

let ctx: TestContext;
let maker: OperatorSession;
let checker: OperatorSession;
let operator: OperatorSession;

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
});
beforeEach(async () => {
  maker = await signInAdmin(ctx);
  checker = await signInSecondAdmin(ctx);
  operator = await signInDemoOperator(ctx);
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (who: OperatorSession, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });
const ok = async (who: OperatorSession, method: Method, url: string, payload?: object) => {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** The approvals door's waiting request of a kind and subject. */
async function approvalOf(kind: string, subject: string): Promise<number> {
  const { approvals } = await ok(operator, 'GET', `/api/admin/approvals?kind=${kind}&subject=${encodeURIComponent(subject)}`);
  expect(approvals).toHaveLength(1);
  return approvals[0].id;
}
const approvalDoor = (kind: string, subject: string) => ({
  approve: async (who: OperatorSession) => call(who, 'POST', `/api/admin/approvals/${await approvalOf(kind, subject)}/approve`),
});

interface Loosening {
  name: string;
  /** Sets the state up and answers what the test works on (a member's id, an import's id). */
  arrange(): Promise<string>;
  /** What is in force, as comparable data. */
  read(subject: string): Promise<unknown>;
  /** The maker's stricter change: in force at once. */
  tighten?(subject: string, who: OperatorSession): Promise<void>;
  /** The maker's loosening change (answered 200: it is recorded, not refused). */
  loosen(subject: string, who: OperatorSession): Promise<void>;
  /** Approving it as `who`. */
  approve(subject: string, who: OperatorSession): Promise<{ statusCode: number; json(): { code?: string } }>;
}

const settings = () => ok(operator, 'GET', '/api/admin/settings');
const settingsChange = async (who: OperatorSession, subject: string) => {
  const { changes } = await ok(operator, 'GET', '/api/admin/settings/changes');
  const change = changes.find(
    (c: { before: Record<string, unknown>; after: Record<string, unknown> }) => c.before[subject] !== c.after[subject],
  );
  return call(who, 'POST', `/api/admin/settings/changes/${change.id}/approve`);
};
const taxSettings = async () => (await ok(operator, 'GET', '/api/admin/tax/settings')).settings;
const yearsAgo = (years: number) =>
  `${Number(moscowDate(ctx.clock.now()).slice(0, 4)) - years}${moscowDate(ctx.clock.now()).slice(4)}`;
let file = 0;

const LOOSENINGS: Loosening[] = [
  {
    name: 'the payout approval threshold raised',
    arrange: async () => 'payoutApprovalThreshold',
    read: async () => (await settings()).payoutApprovalThreshold,
    async tighten(_s, who) {
      await ok(who, 'PUT', '/api/admin/settings', { payoutApprovalThreshold: 40_000 });
    },
    async loosen(_s, who) {
      await ok(who, 'PUT', '/api/admin/settings', { payoutApprovalThreshold: 90_000 });
    },
    approve: (subject, who) => settingsChange(who, subject),
  },
  {
    name: 'the programme’s accrual hold shortened',
    async arrange() {
      await ok(maker, 'PUT', '/api/admin/settings', { holdDays: 30 });
      return 'holdDays';
    },
    read: async () => (await settings()).holdDays,
    async tighten(_s, who) {
      await ok(who, 'PUT', '/api/admin/settings', { holdDays: 45 });
    },
    async loosen(_s, who) {
      await ok(who, 'PUT', '/api/admin/settings', { holdDays: 10 });
    },
    approve: (subject, who) => settingsChange(who, subject),
  },
  {
    name: 'an import’s rows holding rewards for less than the programme',
    async arrange() {
      // A longer programme hold acts at once: the row's 0 days is shorter than it.
      if ((await settings()).holdDays === 0) await ok(maker, 'PUT', '/api/admin/settings', { holdDays: 5 });
      const m = await moneyMember(ctx);
      file += 1;
      const csv =
        'Телефон;Номер договора;Клиент;Дата подписания;Статус;Удержание, дней\n' +
        `${m.phone};АД-ДВА-${file};Петров;${moscowDate(ctx.clock.now())};действует;0\n`;
      const preview = await uploadContracts(ctx, maker, csv);
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().shortHoldRows).toBe(1);
      return String(preview.json().id);
    },
    read: async (id) => (await ok(operator, 'GET', `/api/admin/imports/${id}`)).status,
    async loosen(id, who) {
      expect((await ok(who, 'POST', `/api/admin/imports/${id}/apply`)).approvalId).not.toBeNull();
    },
    approve: (id, who) => approvalDoor('import_hold', id).approve(who),
  },
  {
    name: 'the НДФЛ scale lowered',
    async arrange() {
      return 'tax';
    },
    read: taxSettings,
    async tighten(_s, who) {
      const current = await taxSettings();
      await ok(who, 'PUT', '/api/admin/tax/settings', { ...current, nonResidentRate: current.nonResidentRate + 1 });
    },
    async loosen(_s, who) {
      const current = await taxSettings();
      const residentScale = current.residentScale.map((s: { upTo: number | null; rate: number }, i: number) =>
        i === 0 ? { ...s, upTo: s.upTo! + 100_000 } : s,
      );
      await ok(who, 'PUT', '/api/admin/tax/settings', { ...current, residentScale });
    },
    approve: (_s, who) => approvalDoor('tax_settings', 'tax').approve(who),
  },
  {
    name: 'the non-residents’ rate lowered',
    arrange: async () => 'tax',
    read: taxSettings,
    async loosen(_s, who) {
      const current = await taxSettings();
      await ok(who, 'PUT', '/api/admin/tax/settings', { ...current, nonResidentRate: current.nonResidentRate - 2 });
    },
    approve: (_s, who) => approvalDoor('tax_settings', 'tax').approve(who),
  },
  {
    name: 'a former employee’s employment ended earlier',
    async arrange() {
      const m = await moneyMember(ctx);
      await ok(operator, 'PUT', `/api/admin/members/${m.memberId}/employment`, { endedOn: yearsAgo(1) });
      return m.memberId;
    },
    read: async (id) => (await ok(operator, 'GET', `/api/admin/members/${id}/employment`)).employment,
    async tighten(id, who) {
      await ok(who, 'PUT', `/api/admin/members/${id}/employment`, { endedOn: null });
    },
    async loosen(id, who) {
      const res = await ok(who, 'PUT', `/api/admin/members/${id}/employment`, { endedOn: yearsAgo(3) });
      expect(res.pending.effect).toMatch(/^Открытых заявок нет\. Новые заявки самозанятого участника — как НПД сразу/);
    },
    approve: (id, who) => approvalDoor('employment', id).approve(who),
  },
  {
    name: 'a former employee’s employment record removed',
    async arrange() {
      const m = await moneyMember(ctx);
      await ok(operator, 'PUT', `/api/admin/members/${m.memberId}/employment`, { endedOn: yearsAgo(1) });
      return m.memberId;
    },
    read: async (id) => (await ok(operator, 'GET', `/api/admin/members/${id}/employment`)).employment,
    async loosen(id, who) {
      expect((await ok(who, 'DELETE', `/api/admin/members/${id}/employment`)).pending).not.toBeNull();
    },
    approve: (id, who) => approvalDoor('employment', id).approve(who),
  },
];

describe('a change that lowers the tax or loosens a control needs a second admin', () => {
  it.each(LOOSENINGS.map((l) => [l.name, l] as const))('%s', async (_name, l) => {
    const subject = await l.arrange();
    if (l.tighten) {
      const before = await l.read(subject);
      await l.tighten(subject, maker);
      expect(await l.read(subject)).not.toEqual(before);
    }
    const inForce = await l.read(subject);
    // An operator's request waits like an admin's; here the maker is an admin, who may not approve it.
    await l.loosen(subject, maker);
    expect(await l.read(subject)).toEqual(inForce);
    const own = await l.approve(subject, maker);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('own_change_approval');
    expect(await l.read(subject)).toEqual(inForce);
    const approved = await l.approve(subject, checker);
    expect(approved.statusCode, JSON.stringify(approved.json())).toBe(200);
    expect(await l.read(subject)).not.toEqual(inForce);
  });
});

describe('the approvals door', () => {
  it('takes one waiting request per subject, lets its maker withdraw it and an operator approve nothing', async () => {
    const m = await moneyMember(ctx);
    await ok(operator, 'PUT', `/api/admin/members/${m.memberId}/employment`, { endedOn: yearsAgo(1) });
    const asked = await ok(operator, 'DELETE', `/api/admin/members/${m.memberId}/employment`);
    expect(asked.pending).toMatchObject({ kind: 'employment', madeBy: 'operator@agent-plus.test', status: 'pending' });
    const again = await call(operator, 'PUT', `/api/admin/members/${m.memberId}/employment`, { endedOn: yearsAgo(4) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('уже ждёт подтверждения второго администратора');
    const id = asked.pending.id as number;
    expect((await call(operator, 'POST', `/api/admin/approvals/${id}/approve`)).statusCode).toBe(403);
    const withdrawn = await call(operator, 'POST', `/api/admin/approvals/${id}/reject`, { reason: 'Ошибся дверью' });
    expect(withdrawn.statusCode).toBe(200);
    expect((await call(checker, 'POST', `/api/admin/approvals/${id}/approve`)).json().code).toBe('change_decided');
    const record = await ok(operator, 'GET', `/api/admin/members/${m.memberId}/employment`);
    expect(record).toMatchObject({ employment: { endedOn: yearsAgo(1) }, pending: null });
    const { rows } = await ctx.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'approval' AND target_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(rows.map((r) => r.action)).toEqual(['approval.requested', 'approval.rejected']);
  });
});
