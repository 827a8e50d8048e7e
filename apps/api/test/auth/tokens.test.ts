import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { deriveKey, sha256Hex } from '../../src/lib/keys.js';
import { seedMember } from '../../src/seed/members.js';
import { buildTestApp, signIn, type TestContext } from '../helper.js';

let ctx: TestContext;
let counter = 0;
beforeAll(async () => {
  ctx = await buildTestApp();
});

async function freshMember() {
  const phone = `7900300${String(counter++).padStart(4, '0')}`;
  const memberId = await seedMember(ctx.db, { phone, firstName: 'Олег' });
  return { phone, memberId, ...(await signIn(ctx, phone)) };
}

const me = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: authorization ? { authorization } : {} });
const refresh = (token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/refresh-token?refreshToken=${encodeURIComponent(token)}` });
const unauthorized = { code: 'unauthorized', message: 'Unauthorized' };

describe('access token', () => {
  it('opens member routes', async () => {
    const m = await freshMember();
    const res = await me(m.headers.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: m.memberId, phone: m.phone, firstName: 'Олег' });
  });

  it('is a 15-minute HS256 JWT naming the sign-in', async () => {
    const m = await freshMember();
    const claims = decodeJwt(m.accessToken);
    expect(claims.sub).toBe(m.memberId);
    expect(typeof claims.sid).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(900);
    const header = JSON.parse(Buffer.from(m.accessToken.split('.')[0]!, 'base64url').toString());
    expect(header.alg).toBe('HS256');
  });

  it('is refused after 15 minutes', async () => {
    const m = await freshMember();
    ctx.clock.advance(15 * 60_000 + 1000);
    expect((await me(m.headers.authorization)).json()).toEqual(unauthorized);
  });

  it('is refused when missing or malformed', async () => {
    for (const h of [undefined, 'Bearer', 'Bearer not.a.jwt', 'Basic dXNlcjpwYXNz', 'Bearer ' + 'a'.repeat(500)]) {
      const res = await me(h);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthorized);
    }
  });

  it('is refused when forged: other key, alg none, tampered payload', async () => {
    const m = await freshMember();
    const claims = decodeJwt(m.accessToken);
    const otherKey = new Uint8Array(deriveKey('x'.repeat(32), 'access-token'));
    const forged = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(m.memberId)
      .setIssuer('agent-plus-api')
      .setAudience('agent-plus-cabinet')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(otherKey);
    const none = new UnsecuredJWT({ sid: claims.sid })
      .setSubject(m.memberId)
      .setIssuer('agent-plus-api')
      .setAudience('agent-plus-cabinet')
      .setExpirationTime('15m')
      .encode();
    const [h, , s] = m.accessToken.split('.');
    const tampered = [
      h,
      Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url'),
      s,
    ].join('.');
    for (const token of [forged, none, tampered]) expect((await me(`Bearer ${token}`)).json()).toEqual(unauthorized);
  });
});

describe('refresh token', () => {
  it('rotates: new tokens, the old refresh token stops working', async () => {
    const m = await freshMember();
    const res = await refresh(m.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 900 });
    expect(data.refresh_token).not.toBe(m.refreshToken);
    expect((await me(`Bearer ${data.access_token}`)).statusCode).toBe(200);
    const again = await refresh(data.refresh_token);
    expect(again.statusCode).toBe(200);
  });

  it('revokes the whole sign-in when a rotated token is shown again after its successor was used', async () => {
    const m = await freshMember();
    const first = (await refresh(m.refreshToken)).json().data;
    const second = (await refresh(first.refresh_token)).json().data;
    const reuse = await refresh(m.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(unauthorized);
    // Both the thief's and the member's newer tokens are dead now.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await me(`Bearer ${second.access_token}`)).statusCode).toBe(401);
    expect((await me(m.headers.authorization)).statusCode).toBe(401);
  });

  it('revokes the whole sign-in when a rotated token is shown again more than a minute later', async () => {
    const m = await freshMember();
    const first = (await refresh(m.refreshToken)).json().data;
    ctx.clock.advance(60_001);
    expect((await refresh(m.refreshToken)).statusCode).toBe(401);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await me(`Bearer ${first.access_token}`)).statusCode).toBe(401);
  });

  // The browser left the page, or lost the network, while its refresh was under way: the API rotated
  // the token but the answer never arrived, so the browser shows the old token again.
  it('answers a rotated token shown again within a minute, its successor unused, with a new pair', async () => {
    const m = await freshMember();
    const lost = (await refresh(m.refreshToken)).json().data;
    ctx.clock.advance(59_000);
    const again = await refresh(m.refreshToken);
    expect(again.statusCode).toBe(200);
    const { data } = again.json();
    expect(data.refresh_token).not.toBe(lost.refresh_token);
    expect((await me(`Bearer ${data.access_token}`)).statusCode).toBe(200);
    // The pair it answers with goes on rotating as usual.
    const next = (await refresh(data.refresh_token)).json().data;
    expect((await me(`Bearer ${next.access_token}`)).statusCode).toBe(200);
  });

  it('treats the successor the lost answer carried as a copy if it is ever shown', async () => {
    const m = await freshMember();
    const lost = (await refresh(m.refreshToken)).json().data;
    const kept = (await refresh(m.refreshToken)).json().data;
    expect((await refresh(lost.refresh_token)).statusCode).toBe(401);
    expect((await refresh(kept.refresh_token)).statusCode).toBe(401);
    expect((await me(`Bearer ${kept.access_token}`)).statusCode).toBe(401);
  });

  it('leaves exactly one live token when the same token is shown from several places at once', async () => {
    const m = await freshMember();
    const answers = await Promise.all([refresh(m.refreshToken), refresh(m.refreshToken), refresh(m.refreshToken)]);
    // Locked one after another: the first rotates, each next one retires the unused successor.
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const sid = decodeJwt(m.accessToken).sid as string;
    const { rows } = await ctx.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM refresh_tokens WHERE session_id = $1 AND rotated_at IS NULL',
      [sid],
    );
    expect(rows).toHaveLength(1);
    const live = answers.map((a) => a.json().data.refresh_token as string).find((t) => sha256Hex(t) === rows[0]!.token_hash);
    expect((await refresh(live!)).statusCode).toBe(200);
  });

  it('leaves other sign-ins of the member alone', async () => {
    const m = await freshMember();
    const other = await signIn(ctx, m.phone);
    const first = (await refresh(m.refreshToken)).json().data;
    await refresh(first.refresh_token);
    await refresh(m.refreshToken);
    expect((await me(other.headers.authorization)).statusCode).toBe(200);
  });

  it('expires after 15 days', async () => {
    const m = await freshMember();
    ctx.clock.advance(15 * 86_400_000 + 1000);
    expect((await refresh(m.refreshToken)).statusCode).toBe(401);
  });

  it('refuses an unknown token', async () => {
    expect((await refresh('unknown-token')).json()).toEqual(unauthorized);
  });
});

describe('logout', () => {
  it('revokes the sign-in: its access token is refused at once, its refresh token too', async () => {
    const m = await freshMember();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: m.headers });
    expect(res.json()).toEqual({ success: true });
    expect((await me(m.headers.authorization)).json()).toEqual(unauthorized);
    expect((await refresh(m.refreshToken)).statusCode).toBe(401);
  });

  it('works with an expired access token or with the refresh token alone', async () => {
    const a = await freshMember();
    ctx.clock.advance(20 * 60_000);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: a.headers })).statusCode).toBe(200);
    expect((await refresh(a.refreshToken)).statusCode).toBe(401);

    const b = await freshMember();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: b.refreshToken } });
    expect(res.statusCode).toBe(200);
    expect((await me(b.headers.authorization)).statusCode).toBe(401);
  });

  it('refuses without any token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.json()).toEqual(unauthorized);
  });
});
