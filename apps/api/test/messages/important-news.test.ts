// «Важная новость» (decision 0036): publishing an item so marked pushes its title to the devices of
// members with push on for «Важные новости», through the outbox and the repository's decrypting push
// service emulator; once — not for an ordinary item, not on an edit, not when published again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverMessages } from '../../src/features/messages/deliver.js';
import { goLiveJob } from '../../src/features/news/go-live-job.js';
import { importantNewsPushJob } from '../../src/features/news/important-push-job.js';
import { startPushEmulator, type PushEmulator } from '../../../emulators/src/push/server.js';
import { seedMember } from '../../src/seed/members.js';
import { buildTestApp, runJob, signIn, waitForJob, type SignedIn, type TestContext } from '../helper.js';
import { seedOperators, signInAdmin, type OperatorSession } from '../admin/fixtures.js';

let ctx: TestContext;
let emulator: PushEmulator;
let admin: OperatorSession;

interface Member {
  id: string;
  phone: string;
  session: SignedIn;
  sub: ReturnType<PushEmulator['subscribe']>;
}
let subscribed: Member;
let turnedOff: Member;

let phoneNo = 0;
const nextPhone = () => `7900555110${phoneNo++}`;

/** A member with a device that has push on. */
async function member(): Promise<Member> {
  const phone = nextPhone();
  const id = await seedMember(ctx.db, { phone });
  const session = await signIn(ctx, phone);
  const sub = emulator.subscribe();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: session.headers,
    payload: { endpoint: sub.endpoint, keys: sub.keys, device: 'Chrome на Android' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id, phone, session, sub };
}

beforeAll(async () => {
  emulator = await startPushEmulator();
  ctx = await buildTestApp({ PUSH_EMULATOR_URL: emulator.url });
  await seedOperators(ctx);
  admin = await signInAdmin(ctx);
  subscribed = await member();
  turnedOff = await member();
  const off = await ctx.app.inject({
    method: 'PUT',
    url: '/api/message-preferences',
    headers: turnedOff.session.headers,
    payload: { preferences: [{ kind: 'news', push: false }] },
  });
  expect(off.statusCode, off.body).toBe(200);
});
afterAll(async () => {
  await emulator.close();
});

const received = (m: Member) => emulator.messages(m.sub.id).map((p) => JSON.parse(p.payload) as Record<string, string>);

type Item = { id: number; version: number; state: string; important: boolean; importantPushedAt: string | null };
async function call(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>): Promise<Item> {
  const res = await ctx.app.inject({ method, url, headers: admin.headers, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Item>();
}
const draft = (title: string, important: boolean) =>
  call('POST', '/api/admin/news', {
    title,
    category: 'Программа',
    preview: 'Коротко о главном',
    markdown: 'С **1 числа** новые правила.',
    important,
  });
const publish = (item: Item, publishAt?: string) =>
  call('POST', `/api/admin/news/${item.id}/publish`, { version: item.version, ...(publishAt ? { publishAt } : {}) });
const unpublish = (item: Item) => call('POST', `/api/admin/news/${item.id}/unpublish`, { version: item.version });

/** The push jobs queued for an item so far. */
async function pushJobs(newsId: number): Promise<string[]> {
  const { rows } = await ctx.db.query<{ id: string }>(
    `SELECT id::text AS id FROM ${ctx.app.deps.jobs.schema}.job WHERE name = $1 AND data->>'newsId' = $2`,
    [importantNewsPushJob.name, String(newsId)],
  );
  return rows.map((r) => r.id);
}

/** Waits for the item's push jobs, then sends what the outbox holds (as the delivery job would). */
async function settle(newsId: number): Promise<void> {
  for (const id of await pushJobs(newsId))
    expect((await waitForJob(ctx.app, importantNewsPushJob.name, id)).state).toBe('completed');
  await deliverMessages({ ...ctx.app.deps, productName: ctx.app.deps.env.PRODUCT_NAME, log: ctx.app.log });
}

/** What the push service decrypted for the member since `from`, once every delivery has settled. */
async function pushesSince(m: Member, from: number): Promise<Record<string, string>[]> {
  // The delivery job the push job queued may still be sending: wait until no delivery is open.
  for (let i = 0; i < 400; i++) {
    const { rows } = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM message_deliveries WHERE status IN ('pending', 'sending')`,
    );
    if (rows[0]!.n === 0) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  return received(m).slice(from);
}

describe('an important news item', () => {
  it('reaches the subscribed member by push (its title, its link), not the one who turned «Важные новости» off', async () => {
    const item = await draft('Новые правила выплат с 1 декабря', true);
    expect(item).toMatchObject({ important: true, importantPushedAt: null });
    const published = await publish(item);
    expect(await pushJobs(item.id)).toHaveLength(1);
    await settle(item.id);
    expect(await pushesSince(subscribed, 0)).toEqual([
      { title: 'Важная новость', body: 'Новые правила выплат с 1 декабря', link: `/news/${item.id}`, tag: expect.any(String) },
    ]);
    expect(await pushesSince(turnedOff, 0)).toEqual([]);
    const view = await ctx.app.inject({ method: 'GET', url: `/api/admin/news/${item.id}`, headers: admin.headers });
    expect(view.json()).toMatchObject({ important: true, importantPushedAt: ctx.clock.now().toISOString() });
    // The member also finds it in the cabinet's list, leading to the item.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/notification/', headers: subscribed.session.headers });
    expect(list.body).toContain(`/news/${item.id}`);

    // An edit, taking it off and publishing it again: nothing more is pushed.
    const edited = await call('PUT', `/api/admin/news/${item.id}`, {
      title: 'Новые правила выплат с 1 декабря (уточнено)',
      category: 'Программа',
      preview: 'Коротко о главном',
      markdown: 'С **1 числа** новые правила.',
      important: true,
      version: published.version,
    });
    const again = await publish(await unpublish(edited));
    expect(again.state).toBe('published');
    expect(await pushJobs(item.id)).toHaveLength(1);
    // Even a push job run again for it (a retry, a second process) writes nothing twice.
    const rerun = await runJob(ctx.app, importantNewsPushJob, { newsId: item.id });
    expect(rerun).toMatchObject({ state: 'completed', output: { members: 0 } });
    await settle(item.id);
    expect(await pushesSince(subscribed, 0)).toHaveLength(1);
  });

  it('an ordinary item pushes nothing', async () => {
    const before = received(subscribed).length;
    const item = await publish(await draft('Итоги месяца', false));
    expect(item).toMatchObject({ state: 'published', important: false });
    expect(await pushJobs(item.id)).toEqual([]);
    // Not even a push job run for it by mistake.
    expect((await runJob(ctx.app, importantNewsPushJob, { newsId: item.id })).output).toEqual({ members: 0 });
    await settle(item.id);
    expect(await pushesSince(subscribed, before)).toEqual([]);
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE news_id = $1', [
      item.id,
    ]);
    expect(rows[0]!.n).toBe(0);
  });

  it('a scheduled one is pushed when it goes live, not before', async () => {
    const before = received(subscribed).length;
    const item = await draft('Конкурс недели стартует', true);
    const at = new Date(ctx.clock.now().getTime() + 600_000).toISOString();
    await publish(item, at);
    expect(await pushJobs(item.id)).toEqual([]);
    // Too early, the push job finds the item not yet live.
    expect((await runJob(ctx.app, importantNewsPushJob, { newsId: item.id })).output).toEqual({ members: 0 });
    ctx.clock.advance(600_000);
    const live = await runJob(ctx.app, goLiveJob, { newsId: item.id, publishAt: at, firstPublication: true });
    expect(live.output).toEqual({ wentLive: true });
    await settle(item.id);
    expect((await pushesSince(subscribed, before)).map((p) => p.body)).toEqual(['Конкурс недели стартует']);
    expect(await pushesSince(turnedOff, 0)).toEqual([]);
  });
});

describe('the title of an important item, the text of its push', () => {
  const refusal = (link: string) =>
    `В тексте есть адрес другого сайта (${link}): сообщения участникам ведут только на страницы кабинета`;
  const save = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method,
      url,
      headers: admin.headers,
      payload: { category: 'Программа', preview: 'Коротко', markdown: 'Текст новости.', ...payload },
    });

  it('names no other site: refused when the item is or becomes important; an ordinary item may', async () => {
    const created = await save('POST', '/api/admin/news', { title: 'Розыгрыш на promo.example.com', important: true });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ code: 'validation_error', fields: { title: refusal('promo.example.com') } });

    const ordinary = await save('POST', '/api/admin/news', { title: 'Розыгрыш на promo.example.com', important: false });
    expect(ordinary.statusCode, ordinary.body).toBe(200);
    const { id, version } = ordinary.json<Item>();
    const marked = await save('PUT', `/api/admin/news/${id}`, {
      title: 'Розыгрыш на promo.example.com',
      important: true,
      version,
    });
    expect(marked.statusCode).toBe(400);
    expect(marked.json()).toMatchObject({ fields: { title: refusal('promo.example.com') } });
  });

  it('an item saved important with such a title before the rule is pushed without it', async () => {
    const before = received(subscribed).length;
    const item = await draft('Подробности на https://promo.example.com', false);
    await ctx.db.query('UPDATE news SET is_important = true WHERE id = $1', [item.id]);
    await publish({ ...item, important: true });
    await settle(item.id);
    expect(await pushesSince(subscribed, before)).toEqual([
      { title: 'Важная новость', body: '', link: `/news/${item.id}`, tag: expect.any(String) },
    ]);
  });
});
