// Notifications from the back office: to one member, a list of phones or everyone; now or at a set
// time (the job delivers on time when the clock moves); links only to the cabinet's pages; the
// count delivered; admins send, operators only read the list.
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverDueSends } from '../../src/features/notifications/delivery-job.js';
import { seedMember } from '../../src/seed/members.js';
import { buildTestApp, signIn, type SignedIn, type TestContext } from '../helper.js';
import { auditActions, seedOperators, signInAdmin, signInDemoOperator, type OperatorSession } from './fixtures.js';

let ctx: TestContext;
let admin: OperatorSession;
let operator: OperatorSession;

let phoneNo = 0;
const nextPhone = () => `7900600${String(phoneNo++).padStart(4, '0')}`;

interface Member {
  id: string;
  phone: string;
  session: SignedIn | null;
}
const members: Member[] = [];

beforeAll(async () => {
  // The delivery function is driven by hand here, on the app's clock; the queue's own run of it at
  // its time is tested in test/jobs/.
  ctx = await buildTestApp({}, { jobs: { work: false } });
  await seedOperators(ctx);
  admin = await signInAdmin(ctx);
  operator = await signInDemoOperator(ctx);
  for (let i = 0; i < 4; i++) {
    const phone = nextPhone();
    members.push({
      id: await seedMember(ctx.db, { phone, firstName: 'Иван', lastName: `Петров${'а'.repeat(i)}` }),
      phone,
      session: null,
    });
  }
});

const send = (who: OperatorSession, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/notifications', headers: who.headers, payload });

/** The member's own notifications through the member API (signing in when the token has lapsed). */
async function inbox(
  m: Member,
): Promise<{ notifications: { title: string; body: string; link: string | null; category: string }[]; bell: boolean }> {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: m.session?.headers ?? {} });
  let list = await get('/api/notification/');
  if (list.statusCode === 401) {
    m.session = await signIn(ctx, m.phone);
    list = await get('/api/notification/');
  }
  const bell = (await get('/api/notification/is-notification/')).json<{ message: boolean }>().message;
  return { notifications: list.json().notifications, bell };
}

async function count(table: 'notifications' | 'notification_sends'): Promise<number> {
  return (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
}

describe('sending now', () => {
  it('to one member: delivered at once, the bell lights up, the link leads into the cabinet', async () => {
    const m = members[0]!;
    expect((await inbox(m)).bell).toBe(false);
    const res = await send(admin, {
      audience: 'member',
      phone: m.phone,
      category: 'system',
      title: '  Проверьте профиль  ',
      body: 'Заполните место работы — это ускорит выплаты.',
      link: '/lk',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      audience: 'member',
      audienceText: `Петров Иван, +7 (900) 600-00-00`,
      status: 'sent',
      deliveredCount: 1,
      title: 'Проверьте профиль',
      createdBy: 'admin@agent-plus.test',
      sendAt: ctx.clock.now().toISOString(),
    });
    const seen = await inbox(m);
    expect(seen.bell).toBe(true);
    expect(seen.notifications[0]).toMatchObject({
      title: 'Проверьте профиль',
      body: 'Заполните место работы — это ускорит выплаты.',
      link: '/lk',
      category: 'system',
    });
    const audit = await ctx.db.query<{ member_id: string; action: string }>(
      `SELECT member_id, action FROM audit_log WHERE action = 'notification.sent' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.rows[0]).toEqual({ member_id: m.id, action: 'notification.sent' });
  });

  it('to a list of phones: each once; a phone of nobody refuses the whole send and writes nothing', async () => {
    const [a, b] = [members[1]!, members[2]!];
    const before = { sends: await count('notification_sends'), rows: await count('notifications') };
    const unknown = await send(admin, {
      audience: 'list',
      phones: [a.phone, '79009999999', b.phone],
      category: 'news',
      title: 'Новая акция',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: 'validation_error',
      message: 'Проверьте правильность заполнения полей',
      fields: { phones: 'Этих номеров нет в программе: +7 (900) 999-99-99. Уберите их из списка.' },
    });
    expect({ sends: await count('notification_sends'), rows: await count('notifications') }).toEqual(before);

    const checked = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/notifications/recipients',
      headers: admin.headers,
      payload: { audience: 'list', phones: [a.phone, '79009999999', b.phone, a.phone] },
    });
    expect(checked.json()).toEqual({ count: 2, unknown: ['+7 (900) 999-99-99'], unknownCount: 1 });

    const res = await send(admin, {
      audience: 'list',
      phones: [a.phone, b.phone, a.phone],
      category: 'news',
      title: 'Новая акция',
      link: '/news',
    });
    expect(res.json()).toMatchObject({ status: 'sent', deliveredCount: 2, audienceText: 'Списку: 2 участника' });
    for (const m of [a, b]) expect((await inbox(m)).notifications.filter((n) => n.title === 'Новая акция')).toHaveLength(1);
  });

  it('to everyone: every active member in one statement, blocked members left out', async () => {
    // A crowd besides the test's members, inserted set-based as the send itself works.
    await ctx.db.query(`INSERT INTO members (phone) SELECT '7900700' || lpad(g::text, 4, '0') FROM generate_series(1, 500) AS g`);
    const blocked = members[3]!;
    await ctx.db.query(`UPDATE members SET status = 'blocked' WHERE id = $1`, [blocked.id]);
    const active = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM members WHERE status = 'active'`)).rows[0]!
      .n;
    const checked = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/notifications/recipients',
      headers: admin.headers,
      payload: { audience: 'all' },
    });
    expect(checked.json()).toEqual({ count: active, unknown: [], unknownCount: 0 });

    const res = await send(admin, {
      audience: 'all',
      category: 'system',
      title: 'Всем: график выплат',
      body: 'Выплаты — по вторникам.',
    });
    expect(res.json()).toMatchObject({ status: 'sent', deliveredCount: active, audienceText: 'Всем участникам' });
    const { rows } = await ctx.db.query<{ n: number; blocked: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE member_id = $1)::int AS blocked FROM notifications WHERE title = 'Всем: график выплат'`,
      [blocked.id],
    );
    expect(rows[0]).toEqual({ n: active, blocked: 0 });
    await ctx.db.query(`UPDATE members SET status = 'active' WHERE id = $1`, [blocked.id]);
  });
});

describe('refusals', () => {
  it('an operator without the admin role cannot send, check or cancel (403) but reads the list', async () => {
    const refused = await send(operator, { audience: 'all', category: 'system', title: 'Оператор' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'forbidden', message: 'Недостаточно прав' });
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/notifications/recipients',
      headers: operator.headers,
      payload: { audience: 'all' },
    });
    expect(check.statusCode).toBe(403);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/notifications', headers: operator.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().totalCount).toBeGreaterThan(0);
  });

  it('links only to pages of the cabinet', async () => {
    for (const link of [
      '/admin',
      '/news/',
      '/news/abc',
      '//evil.example/x',
      'https://evil.example',
      'javascript:alert(1)',
      '/lk?tab=1',
      '/lk/',
    ]) {
      const res = await send(admin, { audience: 'member', phone: members[0]!.phone, category: 'system', title: 'Ссылка', link });
      expect(res.statusCode, link).toBe(400);
      expect(res.json().fields, link).toEqual({
        link: 'Такой страницы в кабинете нет: выберите страницу из списка или укажите /news/12, /order/34',
      });
    }
    for (const link of ['/', '/news/12', '/order/3', '/withdraw', '/rules', null, '']) {
      const res = await send(admin, { audience: 'member', phone: members[0]!.phone, category: 'system', title: 'Ссылка', link });
      expect(res.statusCode, String(link)).toBe(200);
    }
  });

  it('names what is missing or wrong, field by field', async () => {
    const noTitle = await send(admin, { audience: 'member', phone: members[0]!.phone, category: 'system', title: ' ' });
    expect(noTitle.json().fields).toEqual({ title: 'Введите заголовок' });
    const noPhone = await send(admin, { audience: 'member', category: 'system', title: 'Без телефона' });
    expect(noPhone.json().fields).toEqual({ phone: 'Укажите телефон участника' });
    const nobody = await send(admin, { audience: 'member', phone: '79009999998', category: 'system', title: 'Никому' });
    expect(nobody.json().fields).toEqual({ phone: 'Участника с таким номером нет в программе' });
    const badPhone = await send(admin, { audience: 'list', phones: ['89001234567'], category: 'system', title: 'Формат' });
    // Each refused phone is named by its place in the list.
    expect(badPhone.json().fields).toEqual({ 'phones.0': 'Телефоны в формате +7 (9XX) XXX-XX-XX' });
    const emptyList = await send(admin, { audience: 'list', phones: [], category: 'system', title: 'Пусто' });
    expect(emptyList.json().fields).toEqual({ phones: 'Добавьте хотя бы один номер' });
    const past = await send(admin, {
      audience: 'all',
      category: 'system',
      title: 'Вчера',
      sendAt: new Date(ctx.clock.now().getTime() - 3_600_000).toISOString(),
    });
    expect(past.json().fields).toEqual({ sendAt: 'Это время уже прошло: выберите время позже текущего' });
  });
});

describe('at a set time', () => {
  it('is delivered by the job when its time comes (the clock moves), once, with the count', async () => {
    const m = members[0]!;
    m.session = await signIn(ctx, m.phone);
    await ctx.app.inject({ method: 'POST', url: '/api/notification/read', headers: m.session.headers, payload: {} });
    const at = new Date(ctx.clock.now().getTime() + 30 * 60_000);
    const res = await send(admin, {
      audience: 'member',
      phone: m.phone,
      category: 'news',
      title: 'Вечерний эфир',
      sendAt: at.toISOString(),
    });
    expect(res.json()).toMatchObject({ status: 'scheduled', deliveredCount: null, sendAt: at.toISOString() });
    const id = res.json<{ id: number }>().id;
    expect(await deliverDueSends(ctx.app.deps)).toBe(0);
    expect((await inbox(m)).notifications.map((n) => n.title)).not.toContain('Вечерний эфир');

    ctx.clock.advance(30 * 60_000 - 1_000);
    expect(await deliverDueSends(ctx.app.deps)).toBe(0);
    ctx.clock.advance(1_000);
    const deliveredAt = ctx.clock.now().toISOString();
    // Two rounds at once (two API processes): the send is delivered by exactly one of them.
    const rounds = await Promise.all([deliverDueSends(ctx.app.deps), deliverDueSends(ctx.app.deps)]);
    expect(rounds.sort()).toEqual([0, 1]);
    const seen = await inbox(m);
    expect(seen.bell).toBe(true);
    expect(seen.notifications.filter((n) => n.title === 'Вечерний эфир')).toHaveLength(1);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/notifications?status=sent',
      headers: operator.headers,
    });
    expect(listed.json().sends.find((s: { id: number }) => s.id === id)).toMatchObject({
      status: 'sent',
      deliveredCount: 1,
      deliveredAt,
    });
    expect(await auditActions(ctx, 'admin@agent-plus.test')).toContain('notification.scheduled');
  });

  it('a scheduled notification can be cancelled, and is then never delivered; a sent one cannot', async () => {
    const at = new Date(ctx.clock.now().getTime() + 3_600_000);
    const res = await send(admin, { audience: 'all', category: 'system', title: 'Отменённое', sendAt: at.toISOString() });
    const id = res.json<{ id: number }>().id;
    const byOperator = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/notifications/${id}/cancel`,
      headers: operator.headers,
    });
    expect(byOperator.statusCode).toBe(403);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/notifications/${id}/cancel`,
      headers: admin.headers,
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledBy: 'admin@agent-plus.test', deliveredCount: null });
    ctx.clock.advance(3_600_000);
    await deliverDueSends(ctx.app.deps);
    const { rows } = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE title = 'Отменённое'`);
    expect(rows[0]!.n).toBe(0);

    const sent = await send(admin, { audience: 'member', phone: members[0]!.phone, category: 'system', title: 'Уже ушло' });
    const late = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/notifications/${sent.json().id}/cancel`,
      headers: admin.headers,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: 'notification_already_sent',
      message: 'Уведомление уже отправлено: отменить его нельзя',
    });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/notifications/999999/cancel',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(await auditActions(ctx, 'admin@agent-plus.test')).toContain('notification.cancelled');
  });

  it('lists sends newest first, by status', async () => {
    const all = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/notifications?maxResultCount=100', headers: operator.headers })
    ).json();
    const created = all.sends.map((s: { createdAt: string }) => s.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const cancelled = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/notifications?status=cancelled', headers: operator.headers })
    ).json();
    expect(cancelled.sends.map((s: { title: string }) => s.title)).toEqual(['Отменённое']);
  });
});
