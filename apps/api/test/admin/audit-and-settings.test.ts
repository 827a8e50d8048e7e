// The audit log the database keeps append-only, its filters and CSV; the programme's settings.
import { beforeAll, describe, expect, it } from 'vitest';
import { moscowDate } from '../../src/lib/moscow-time.js';
import type { TestContext } from '../helper.js';
import { backOfficeApp, DEMO_ADMIN, DEMO_OPERATOR, type OperatorSession } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let operator: OperatorSession;
beforeAll(async () => {
  ({ ctx, admin, operator } = await backOfficeApp());
});

describe('audit log', () => {
  it('is refused any change or removal by the database itself', async () => {
    await expect(ctx.db.query("UPDATE audit_log SET actor = 'someone else'")).rejects.toThrow(/append-only/);
    await expect(ctx.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(ctx.db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(rows[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('lists entries newest first, filtered by operator, action and days, with the member named', async () => {
    const all = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin.headers });
    expect(all.statusCode).toBe(200);
    const { entries, totalCount } = all.json();
    expect(totalCount).toBe(entries.length);
    expect(entries[0]).toMatchObject({ action: 'operator.sign_in', actionText: 'Вход в бэк-офис', actor: DEMO_OPERATOR.email });
    expect(entries.map((e: { at: string }) => e.at)).toEqual([...entries.map((e: { at: string }) => e.at)].sort().reverse());

    const operatorId = entries[0].operatorId;
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit?operatorId=${operatorId}`,
      headers: admin.headers,
    });
    expect(mine.json().entries.every((e: { actor: string }) => e.actor === DEMO_OPERATOR.email)).toBe(true);

    // The log's days are Moscow's: the UTC date differs from it for three hours every night.
    const today = moscowDate(ctx.clock.now());
    const byAction = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit?action=operator.sign_in&dateFrom=${today}&dateTo=${today}`,
      headers: admin.headers,
    });
    expect(byAction.json().totalCount).toBe(2);
    const tomorrow = moscowDate(new Date(ctx.clock.now().getTime() + 86_400_000));
    const none = await ctx.app.inject({ method: 'GET', url: `/api/admin/audit?dateFrom=${tomorrow}`, headers: admin.headers });
    expect(none.json()).toEqual({ entries: [], totalCount: 0 });

    const bad = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit?action=nonsense', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('exports the filtered log as CSV for Excel, and records the export', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export.csv?action=operator.sign_in',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('Дата и время (МСК);Кто;Действие;Участник;Объект;До;После;Адрес');
    expect(lines.slice(1).map((l) => l.split(';')[1])).toEqual([DEMO_ADMIN.email, DEMO_OPERATOR.email]);
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=audit.exported',
      headers: admin.headers,
    });
    expect(exported.json().entries[0]).toMatchObject({ actor: DEMO_ADMIN.email, after: { action: 'operator.sign_in' } });
  });
});

describe('programme settings', () => {
  it('starts from the defaults, which admins change (audited) and operators only read', async () => {
    const get = (s: OperatorSession) => ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: s.headers });
    expect((await get(operator)).json()).toEqual({ payoutApprovalThreshold: 50_000, holdDays: 0 });
    const put = (s: OperatorSession, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: s.headers, payload });
    expect((await put(operator, { payoutApprovalThreshold: 10_000 })).statusCode).toBe(403);
    expect((await put(admin, { payoutApprovalThreshold: 99 })).json().fields).toEqual({
      payoutApprovalThreshold: 'Не меньше 100\u00a0б.',
    });
    expect((await put(admin, { payoutApprovalThreshold: 25_000.5 })).json()).toEqual({
      payoutApprovalThreshold: 25_000.5,
      holdDays: 0,
      pendingChanges: [],
    });
    expect((await get(operator)).json()).toEqual({ payoutApprovalThreshold: 25_000.5, holdDays: 0 });
    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=settings.updated',
      headers: admin.headers,
    });
    expect(audit.json().entries[0]).toMatchObject({
      before: { payoutApprovalThreshold: 50_000 },
      after: { payoutApprovalThreshold: 25_000.5 },
    });
  });
});
