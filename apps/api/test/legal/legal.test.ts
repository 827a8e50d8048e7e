// The programme rules and the consent as versioned documents (docs/product.md «Правила и согласие»;
// decision 0049): an admin publishes the text the cabinet shows, each member accepts the current
// version of each — the rules with a tick and a one-time code, the consent with an explicit tick —
// before the next withdrawal; the log keeps who accepted which version when and how, and the back
// office reads the share of members who accepted and exports the log.
import {
  SHIPPED_EDITIONS,
  type AdminLegalResponse,
  type LegalStandingsResponse,
  type ListNotificationsResponse,
} from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sentCodes, verifyCode, type TestContext } from '../helper.js';
import {
  auditActions,
  seedOperators,
  signInAdmin,
  signInDemoOperator,
  signInSecondAdmin,
  type OperatorSession,
} from '../admin/fixtures.js';
import { SBER, balances, credit, get, moneyMember, moneyRowCounts, withdraw, type MoneyMember } from '../money/fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let admin2: OperatorSession;
let operator: OperatorSession;
let agent: MoneyMember;
let other: MoneyMember;
/** Accepts the rules' earlier edition, so the release's is a new edition to them. */
let veteran: MoneyMember;

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedOperators(ctx);
  admin = await signInAdmin(ctx);
  admin2 = await signInSecondAdmin(ctx);
  operator = await signInDemoOperator(ctx);
  agent = await moneyMember(ctx);
  other = await moneyMember(ctx);
  veteran = await moneyMember(ctx);
  await credit(ctx, agent.memberId, 5000);
});

const staff = (who: OperatorSession, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const member = (who: MoneyMember, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: who.headers, payload });
const standing = async (who: MoneyMember) => (await get(ctx, who, '/api/lk/legal')).json<LegalStandingsResponse>();
const versionOf = async (who: MoneyMember, kind: 'rules' | 'pd_consent') =>
  (await standing(who)).documents.find((d) => d.kind === kind)!.version;
const withdrawal = (who: MoneyMember) => withdraw(ctx, who, { bankId: SBER, amount: 1000, phone: who.phone });
const SUMMARY = 'Добавлены споры по строкам истории и документы месяца.';
const noticeTitles = async (who: MoneyMember) =>
  (await get(ctx, who, '/api/notification/')).json<ListNotificationsResponse>().notifications.map((n) => n.title);

/** An earlier edition of the rules, as a release before this one published it. */
async function publishEarlierRules(): Promise<void> {
  const { rows } = await ctx.db.query<{ id: string }>("SELECT id FROM operators WHERE email = 'admin@agent-plus.test'");
  await ctx.db.query(
    `INSERT INTO legal_versions (kind, number, edition, sha256, summary, published_at, published_by)
     VALUES ('rules', 1, '2026-01-15', $1, 'Первая редакция правил.', $2, $3)`,
    ['a'.repeat(64), ctx.clock.now(), rows[0]!.id],
  );
}

describe('before anything is published', () => {
  it('asks the member nothing and lets a withdrawal through', async () => {
    expect(await standing(agent)).toEqual({ documents: [], pending: false });
    const res = await withdrawal(agent);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('publishing a version', () => {
  it('is for admins, with a summary of what changed; the same text is never published twice', async () => {
    expect((await staff(operator, 'POST', '/api/admin/legal/pd_consent/publish', { summary: SUMMARY })).statusCode).toBe(403);
    const short = await staff(admin, 'POST', '/api/admin/legal/pd_consent/publish', { summary: 'Коротко' });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('validation_error');
    expect((await staff(admin, 'POST', '/api/admin/legal/bylaws/publish', { summary: SUMMARY })).statusCode).toBe(400);

    // Two admins at once: one version, the other refused.
    const both = await Promise.all([
      staff(admin, 'POST', '/api/admin/legal/pd_consent/publish', { summary: 'Согласие — отдельный документ.' }),
      staff(admin2, 'POST', '/api/admin/legal/pd_consent/publish', { summary: 'Согласие — отдельный документ.' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().code).toBe('legal_edition_published');
    const { rows } = await ctx.db.query("SELECT number FROM legal_versions WHERE kind = 'pd_consent'");
    expect(rows).toEqual([{ number: 1 }]);
  });

  it('publishes the text this release shows as the next number, and tells every active member', async () => {
    await publishEarlierRules();
    // The veteran accepts the earlier edition by its code while it is the current one.
    const earlier = await versionOf(veteran, 'rules');
    expect(earlier.number).toBe(1);
    expect((await member(veteran, '/api/lk/legal/rules/code', { versionId: earlier.id })).statusCode).toBe(200);
    const code = sentCodes(ctx, veteran.phone).at(-1)!;
    const first = await member(veteran, '/api/lk/legal/rules/accept', { versionId: earlier.id, read: true, code });
    expect(first.statusCode, first.body).toBe(200);

    const res = await staff(admin, 'POST', '/api/admin/legal/rules/publish', { summary: SUMMARY });
    expect(res.statusCode, res.body).toBe(200);
    const rules = res.json<AdminLegalResponse>().documents.find((d) => d.kind === 'rules')!;
    expect(rules.shippedIsCurrent).toBe(true);
    expect(rules.versions.map((v) => [v.number, v.edition, v.sha256, v.publishedBy])).toEqual([
      [2, SHIPPED_EDITIONS.rules.edition, SHIPPED_EDITIONS.rules.sha256, 'admin@agent-plus.test'],
      [1, '2026-01-15', 'a'.repeat(64), 'admin@agent-plus.test'],
    ]);
    expect(rules.versions[0]!.summary).toBe(SUMMARY);
    expect((await staff(admin2, 'POST', '/api/admin/legal/rules/publish', { summary: SUMMARY })).json().code).toBe(
      'legal_edition_published',
    );
    expect(await auditActions(ctx)).toContain('legal.published');
  });

  it('calls it a new edition only to a member who accepted an earlier one; to the others, a first acceptance', async () => {
    // The agent has accepted no version of either document: neither notice speaks of a new edition.
    const agents = await noticeTitles(agent);
    expect(agents).toEqual(
      expect.arrayContaining(['Примите правила программы', 'Примите согласие на обработку персональных данных']),
    );
    expect(agents.filter((t) => t.includes('новая редакция'))).toEqual([]);
    const body = (await get(ctx, agent, '/api/notification/'))
      .json<ListNotificationsResponse>()
      .notifications.find((n) => n.title === 'Примите правила программы')!.body;
    expect(body).toBe(`${SUMMARY} Примите их до следующего вывода баллов.`);

    // The veteran accepted the rules' first edition: the second is a new one to them; the consent they never gave.
    const veterans = await noticeTitles(veteran);
    expect(veterans).toContain('Правила программы: новая редакция');
    expect(veterans).toContain('Примите согласие на обработку персональных данных');
    expect(veterans).not.toContain('Примите правила программы');
  });
});

describe('a member with versions to accept', () => {
  it('sees them pending and cannot withdraw; the refusal changes nothing', async () => {
    const s = await standing(agent);
    expect(s.pending).toBe(true);
    expect(s.documents.map((d) => [d.kind, d.version.number, d.acceptedAt, d.acceptedEarlierVersion])).toEqual([
      ['rules', 2, null, false],
      ['pd_consent', 1, null, false],
    ]);
    // Whoever accepted the earlier edition of the rules is asked for the new one, and told so.
    const v = await standing(veteran);
    expect(v.pending).toBe(true);
    expect(v.documents.map((d) => [d.kind, d.version.number, d.acceptedAt, d.acceptedEarlierVersion])).toEqual([
      ['rules', 2, null, true],
      ['pd_consent', 1, null, false],
    ]);
    const before = { money: await moneyRowCounts(ctx), balances: await balances(ctx, agent) };
    const refused = await withdrawal(agent);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ success: false, order: null, errorCode: 'legal_acceptance_required' });
    expect(refused.json().error).toContain('Примите действующие правила программы');
    expect({ money: await moneyRowCounts(ctx), balances: await balances(ctx, agent) }).toEqual(before);
  });

  it('accepts the rules with a tick and a code of their own; every refusal is clear', async () => {
    const rules = await versionOf(agent, 'rules');
    const earlier = rules.id - 1;
    expect((await member(agent, '/api/lk/legal/rules/code', { versionId: earlier })).json().code).toBe(
      'legal_version_not_current',
    );
    const sent = await member(agent, '/api/lk/legal/rules/code', { versionId: rules.id });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ channel: 'sms', resendAfter: 60 });
    expect((await member(agent, '/api/lk/legal/rules/code', { versionId: rules.id })).json().code).toBe('resend_too_early');
    const code = sentCodes(ctx, agent.phone).at(-1)!;

    const unticked = await member(agent, '/api/lk/legal/rules/accept', { versionId: rules.id, read: false, code });
    expect(unticked.statusCode).toBe(400);
    expect(JSON.stringify(unticked.json())).toContain('Отметьте, что прочитали правила');
    // The code accepts these rules for this member only: no sign-in, no other member.
    expect((await verifyCode(ctx, agent.memberId, code, '198.51.100.9')).json().code).toBe('code_expired');
    expect((await member(other, '/api/lk/legal/rules/accept', { versionId: rules.id, read: true, code })).json().code).toBe(
      'code_expired',
    );
    const wrong = await member(agent, '/api/lk/legal/rules/accept', {
      versionId: rules.id,
      read: true,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().code).toBe('invalid_code');

    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/lk/legal/rules/accept',
      headers: { ...agent.headers, 'user-agent': 'Тестовый браузер' },
      remoteAddress: '203.0.113.77',
      payload: { versionId: rules.id, read: true, code },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const s = accepted.json<LegalStandingsResponse>();
    expect(s.documents.find((d) => d.kind === 'rules')!.acceptedAt).not.toBeNull();
    expect(s.pending).toBe(true);
    expect((await member(agent, '/api/lk/legal/rules/accept', { versionId: rules.id, read: true, code })).json().code).toBe(
      'legal_accepted',
    );
    const { rows } = await ctx.db.query(
      'SELECT method, channel, phone, ip, user_agent FROM legal_acceptances WHERE member_id = $1 AND version_id = $2',
      [agent.memberId, rules.id],
    );
    expect(rows).toEqual([
      { method: 'code', channel: 'sms', phone: agent.phone, ip: '203.0.113.77', user_agent: 'Тестовый браузер' },
    ]);
  });

  it('gives the consent with an explicit tick, which is the profile’s consent too; then withdraws', async () => {
    const consent = await versionOf(agent, 'pd_consent');
    const unticked = await member(agent, '/api/lk/legal/pd_consent/accept', { versionId: consent.id, consent: false });
    expect(unticked.statusCode).toBe(400);
    const given = await member(agent, '/api/lk/legal/pd_consent/accept', { versionId: consent.id, consent: true });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().pending).toBe(false);
    expect((await get(ctx, agent, '/api/lk/consent')).json().consent).not.toBeNull();
    expect(await auditActions(ctx)).toContain('legal.accepted');
    const res = await withdrawal(agent);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('takes two presses at once as one acceptance, the other refused', async () => {
    const m = await moneyMember(ctx);
    const consent = await versionOf(m, 'pd_consent');
    const both = await Promise.all([
      member(m, '/api/lk/legal/pd_consent/accept', { versionId: consent.id, consent: true }),
      member(m, '/api/lk/legal/pd_consent/accept', { versionId: consent.id, consent: true }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const { rows } = await ctx.db.query('SELECT 1 FROM legal_acceptances WHERE member_id = $1', [m.memberId]);
    expect(rows).toHaveLength(1);
  });

  it('logs the consent given in the profile as accepting the current version', async () => {
    const res = await member(other, '/api/lk/consent', {
      version: (await get(ctx, other, '/api/lk/consent')).json().currentVersion,
    });
    expect(res.statusCode, res.body).toBe(200);
    const s = await standing(other);
    expect(s.documents.find((d) => d.kind === 'pd_consent')!.acceptedAt).not.toBeNull();
    expect(s.documents.find((d) => d.kind === 'rules')!.acceptedAt).toBeNull();
  });
});

describe('the back office', () => {
  it('reads the share of active members who accepted each version', async () => {
    const blocked = await moneyMember(ctx);
    await ctx.db.query("UPDATE members SET status = 'blocked' WHERE id = $1", [blocked.memberId]);
    const res = await staff(operator, 'GET', '/api/admin/legal');
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminLegalResponse>();
    const { rows } = await ctx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM members WHERE status = 'active'");
    expect(body.activeMembers).toBe(rows[0]!.n);
    const rules = body.documents.find((d) => d.kind === 'rules')!;
    const consent = body.documents.find((d) => d.kind === 'pd_consent')!;
    expect(rules.versions.map((v) => v.accepted)).toEqual([1, 1]);
    expect(consent.versions.map((v) => v.accepted)).toEqual([3]);
  });

  it('exports the log to admins as CSV, and the export is itself audited', async () => {
    expect((await staff(operator, 'GET', '/api/admin/legal/acceptances.csv')).statusCode).toBe(403);
    expect((await staff(admin, 'GET', '/api/admin/legal/acceptances.csv?kind=bylaws')).statusCode).toBe(400);
    const res = await staff(admin, 'GET', '/api/admin/legal/acceptances.csv?kind=rules');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Документ;Версия;Редакция;SHA-256 текста;Участник;Телефон участника;Принято (МСК);Способ;Канал кода;Телефон, на который пришёл код;IP-адрес;Браузер',
    );
    // The veteran's acceptance of the first edition, then the agent's of the second.
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`Правила программы;1;2026-01-15;`);
    expect(lines[2]).toContain(`Правила программы;2;${SHIPPED_EDITIONS.rules.edition};${SHIPPED_EDITIONS.rules.sha256}`);
    expect(lines[2]).toContain(`Отметка и одноразовый код;SMS;${agent.phone};203.0.113.77;Тестовый браузер`);
    const all = await staff(admin, 'GET', '/api/admin/legal/acceptances.csv');
    expect(all.body.trim().split('\r\n')).toHaveLength(6);
    expect(await auditActions(ctx)).toContain('legal.acceptances_exported');
  });
});
