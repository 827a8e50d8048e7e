import { listNotificationsResponse } from '@cabinet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/features/notifications/notify.js';
import { buildTestApp, type TestContext } from '../helper.js';
import { addNotification, countRows, signedInMember, unauthorized, type Member } from './fixtures.js';

let ctx: TestContext;
let anna: Member;
let oleg: Member;
let t0: Date;
/** Anna's notification ids, oldest first; the newest 5 are unread. */
const annaIds: number[] = [];
const olegIds: number[] = [];
const MINUTE = 60_000;

beforeAll(async () => {
  ctx = await buildTestApp();
  anna = await signedInMember(ctx, 'Анна');
  oleg = await signedInMember(ctx, 'Олег');
  t0 = ctx.clock.now();
  for (let i = 0; i < 25; i++) {
    annaIds.push(
      await addNotification(ctx, anna.memberId, {
        category: i % 2 ? 'accrual' : 'withdrawal',
        title: `Событие ${i}`,
        body: `Подробности ${i}`,
        link: i % 2 ? '/balance' : `/order/${i}`,
        createdAt: new Date(t0.getTime() - (25 - i) * MINUTE),
        read: i < 20,
      }),
    );
  }
  for (let i = 0; i < 3; i++) {
    olegIds.push(
      await addNotification(ctx, oleg.memberId, { title: `Олегу ${i}`, createdAt: new Date(t0.getTime() - i * MINUTE) }),
    );
  }
});

const get = (url: string, m: Member | null, query?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers: m ? m.headers : {}, ...(query ? { query } : {}) });
const list = async (m: Member, query: Record<string, string> = {}) => {
  const res = await get('/api/notification/', m, query);
  expect(res.statusCode).toBe(200);
  return listNotificationsResponse.parse(res.json());
};
const bell = async (m: Member) => (await get('/api/notification/is-notification/', m)).json();
const read = (m: Member, payload?: object | string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/notification/read',
    // A string payload is raw JSON text (the malformed-body case).
    headers: typeof payload === 'string' ? { ...m.headers, 'content-type': 'application/json' } : m.headers,
    ...(payload === undefined ? {} : { payload }),
  });
const newestFirst = (ids: number[]) => [...ids].reverse();

describe('GET /api/notification/', () => {
  it('answers the member’s newest 20 with the total', async () => {
    const res = await get('/api/notification/', anna);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(25);
    expect(body.notifications.map((n: { id: number }) => n.id)).toEqual(newestFirst(annaIds).slice(0, 20));
    expect(body.notifications[0]).toEqual({
      id: annaIds[24],
      category: 'withdrawal',
      title: 'Событие 24',
      body: 'Подробности 24',
      link: '/order/24',
      createdAt: new Date(t0.getTime() - MINUTE).toISOString(),
      isRead: false,
    });
    expect(body.notifications[5]).toMatchObject({ id: annaIds[19], category: 'accrual', link: '/balance', isRead: true });
    expect(listNotificationsResponse.parse(body)).toEqual(body);
  });

  it('pages, filters unread and cuts large pages', async () => {
    expect((await list(anna, { skipCount: '20' })).notifications.map((n) => n.id)).toEqual(newestFirst(annaIds).slice(20));
    expect(await list(anna, { skipCount: '30' })).toEqual({ notifications: [], totalCount: 25 });
    const unread = await list(anna, { category: 'unread' });
    expect(unread.totalCount).toBe(5);
    expect(unread.notifications.map((n) => n.id)).toEqual(newestFirst(annaIds.slice(20)));
    expect((await list(anna, { category: 'all', maxResultCount: '3' })).notifications).toHaveLength(3);

    const many = await signedInMember(ctx, 'Вера');
    await ctx.db.query(
      `INSERT INTO notifications (member_id, category, title, created_at)
       SELECT $1, 'system', 'Массовое ' || g, $2::timestamptz - g * interval '1 second' FROM generate_series(1, 120) g`,
      [many.memberId, t0],
    );
    const capped = await list(many, { maxResultCount: '1000' });
    expect(capped.notifications).toHaveLength(100);
    expect(capped.totalCount).toBe(120);
    expect(capped.notifications[0]!.title).toBe('Массовое 1');
  });

  it('never shows another member’s notifications', async () => {
    const body = await list(oleg, { maxResultCount: '100' });
    expect(body.totalCount).toBe(3);
    expect(body.notifications.map((n) => n.id)).toEqual(olegIds);
  });

  it('refuses an unknown category', async () => {
    const res = await get('/api/notification/', anna, { category: 'new' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_error',
      message: 'Проверьте правильность заполнения полей',
      fields: { category: 'Категория: all или unread' },
    });
  });
});

describe('reading', () => {
  it('marks the given ids, ignores another member’s, and the bell follows', async () => {
    expect(await bell(anna)).toEqual({ message: true });
    expect(await bell(oleg)).toEqual({ message: true });

    const res = await read(anna, { ids: [annaIds[24], annaIds[23], annaIds[0], ...olegIds] });
    expect(res.statusCode).toBe(200);
    // annaIds[0] was read already; Oleg's ids are not Anna's to touch.
    expect(res.json()).toEqual({ updated: 2, unread: 3 });
    expect((await list(oleg)).notifications.every((n) => !n.isRead)).toBe(true);
    expect(await bell(oleg)).toEqual({ message: true });

    // An empty list marks nothing (only an absent list means "all").
    expect((await read(anna, { ids: [] })).json()).toEqual({ updated: 0, unread: 3 });
    expect((await read(anna, { ids: [annaIds[24]] })).json()).toEqual({ updated: 0, unread: 3 });
  });

  it('marks all without ids, also for a bodyless JSON request; new notifications light the bell again', async () => {
    expect((await read(anna, {})).json()).toEqual({ updated: 3, unread: 0 });
    expect(await bell(anna)).toEqual({ message: false });
    expect((await list(anna, { category: 'unread' })).totalCount).toBe(0);
    expect(await bell(oleg)).toEqual({ message: true });

    await addNotification(ctx, anna.memberId, {
      category: 'identity',
      title: 'Документы подтверждены',
      createdAt: ctx.clock.now(),
    });
    expect(await bell(anna)).toEqual({ message: true });
    const bodyless = await ctx.app.inject({
      method: 'POST',
      url: '/api/notification/read',
      headers: { ...anna.headers, 'content-type': 'application/json' },
    });
    expect(bodyless.json()).toEqual({ updated: 1, unread: 0 });
    expect((await read(oleg)).json()).toEqual({ updated: 3, unread: 0 });
  });

  it('records when it was read', async () => {
    const id = await addNotification(ctx, anna.memberId, { title: 'Время', createdAt: ctx.clock.now() });
    ctx.clock.advance(5 * MINUTE);
    const at = ctx.clock.now();
    await read(anna, { ids: [id] });
    const { rows } = await ctx.db.query<{ read_at: Date }>('SELECT read_at FROM notifications WHERE id = $1', [id]);
    expect(rows[0]!.read_at.toISOString()).toBe(at.toISOString());
  });

  it('refuses malformed ids and changes nothing', async () => {
    const id = await addNotification(ctx, anna.memberId, { title: 'Ещё одно', createdAt: ctx.clock.now() });
    for (const payload of [
      { ids: ['x'] },
      { ids: [id, -1] },
      { ids: Array.from({ length: 501 }, (_, i) => i + 1) },
      { ids: 5 },
      '[1,2',
    ]) {
      const res = await read(anna, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
    expect(await bell(anna)).toEqual({ message: true });
    expect((await read(anna, { ids: Array.from({ length: 501 }, (_, i) => i + 1) })).json()).toMatchObject({
      fields: { ids: 'Не больше 500 уведомлений за раз' },
    });
  });
});

describe('notify()', () => {
  it('stores a notification for the member', async () => {
    const { id } = await notify(ctx.db, {
      memberId: oleg.memberId,
      category: 'accrual',
      title: ' Начислено 700 б. ',
      body: 'За договор № 2024-117',
      link: '/balance',
      createdAt: ctx.clock.now(),
    });
    const first = (await list(oleg)).notifications[0];
    expect(first).toEqual({
      id,
      category: 'accrual',
      title: 'Начислено 700 б.',
      body: 'За договор № 2024-117',
      link: '/balance',
      createdAt: ctx.clock.now().toISOString(),
      isRead: false,
    });
  });

  it('refuses links outside the cabinet and unknown categories', async () => {
    const before = await countRows(ctx.db, 'notifications');
    const base = { memberId: oleg.memberId, category: 'system' as const, title: 'x', createdAt: ctx.clock.now() };
    for (const link of ['javascript:alert(1)', '//evil.example/x', 'https://evil.example', 'order/1', '/ok space']) {
      await expect(notify(ctx.db, { ...base, link })).rejects.toThrow();
    }
    // @ts-expect-error an unknown category is what the check is for
    await expect(notify(ctx.db, { ...base, category: 'promo' })).rejects.toThrow();
    await expect(notify(ctx.db, { ...base, title: '  ' })).rejects.toThrow();
    expect(await countRows(ctx.db, 'notifications')).toBe(before);
  });
});

describe('without a token', () => {
  it('every notification call is 401', async () => {
    for (const res of [
      await get('/api/notification/', null),
      await get('/api/notification/is-notification/', null),
      await ctx.app.inject({ method: 'POST', url: '/api/notification/read', payload: {} }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthorized);
    }
  });
});
