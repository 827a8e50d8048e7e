import { beforeAll, describe, expect, it } from 'vitest';
import { LiveSessions } from '../../src/lib/live-sessions.js';
import { seedMember } from '../../src/seed/members.js';
import { buildTestApp, signIn, type TestContext } from '../helper.js';

const yes = async () => true;

describe('the cache of live sign-ins', () => {
  it('caches nothing while revocations are not heard', async () => {
    const cache = new LiveSessions(5_000);
    let loads = 0;
    const load = async () => (loads++, true);
    await cache.check('s1', 'm1', 0, load);
    await cache.check('s1', 'm1', 1, load);
    expect(loads).toBe(2);
  });

  it('answers a live sign-in from memory for a few seconds, for its own member only', async () => {
    const cache = new LiveSessions(5_000);
    cache.setListening(true);
    let loads = 0;
    const load = async () => (loads++, true);
    await cache.check('s1', 'm1', 0, load);
    await cache.check('s1', 'm1', 4_999, load);
    expect(loads).toBe(1);
    await cache.check('s1', 'm2', 4_999, load);
    await cache.check('s1', 'm1', 5_000, load);
    expect(loads).toBe(3);
  });

  it('never keeps a refusal, and forgets on revocation or when listening stops', async () => {
    const cache = new LiveSessions(5_000);
    cache.setListening(true);
    expect(await cache.check('s1', 'm1', 0, async () => false)).toBe(false);
    expect(await cache.check('s1', 'm1', 0, yes)).toBe(true);
    cache.forget('s1');
    expect(await cache.check('s1', 'm1', 1, async () => false)).toBe(false);
    await cache.check('s2', 'm1', 1, yes);
    cache.setListening(false);
    expect(await cache.check('s2', 'm1', 2, async () => false)).toBe(false);
  });

  it('forgets every sign-in of a blocked member, and only theirs', async () => {
    const cache = new LiveSessions(5_000);
    cache.setListening(true);
    await cache.check('s1', 'm1', 0, yes);
    await cache.check('s2', 'm1', 0, yes);
    await cache.check('s3', 'm2', 0, yes);
    cache.forgetMember('m1');
    expect(await cache.check('s1', 'm1', 1, async () => false)).toBe(false);
    expect(await cache.check('s2', 'm1', 1, async () => false)).toBe(false);
    expect(await cache.check('s3', 'm2', 1, async () => false)).toBe(true);
  });

  it('does not store a check that was in flight when a revocation was announced', async () => {
    const cache = new LiveSessions(5_000);
    cache.setListening(true);
    let release!: () => void;
    const slow = cache.check('s1', 'm1', 0, () => new Promise<boolean>((r) => (release = () => r(true))));
    cache.forgetAll();
    release();
    expect(await slow).toBe(true);
    expect(await cache.check('s1', 'm1', 1, async () => false)).toBe(false);
  });
});

describe('revocations written elsewhere (another API process, an operator tool)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });

  const me = (headers: { authorization: string }) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers });
  /** The announcement travels over the listening connection: the next calls see it within moments. */
  async function refusedSoon(headers: { authorization: string }): Promise<number> {
    let status = 0;
    for (let i = 0; i < 100 && status !== 401; i++) {
      status = (await me(headers)).statusCode;
      if (status !== 401) await new Promise((r) => setTimeout(r, 20));
    }
    return status;
  }

  it('refuse a sign-in revoked straight in the database', async () => {
    await seedMember(ctx.db, { phone: '79005550101' });
    const m = await signIn(ctx, '79005550101');
    expect((await me(m.headers)).statusCode).toBe(200);
    expect((await me(m.headers)).statusCode).toBe(200);
    await ctx.db.query("UPDATE auth_sessions SET revoked_at = now(), revoked_reason = 'admin' WHERE member_id = $1", [m.userId]);
    expect(await refusedSoon(m.headers)).toBe(401);
  });

  it('refuse a member blocked straight in the database', async () => {
    await seedMember(ctx.db, { phone: '79005550102' });
    const m = await signIn(ctx, '79005550102');
    expect((await me(m.headers)).statusCode).toBe(200);
    await ctx.db.query("UPDATE members SET status = 'blocked' WHERE id = $1", [m.userId]);
    expect(await refusedSoon(m.headers)).toBe(401);
  });
});
