// server.mjs's pass-through of the browser's bearer calls (decision 0037), seen from outside: the same
// call answers alike on the member's bearer (server.mjs) and on the session cookie alone (the app's
// catch-all route in Next.js), and the bearer one is really not Next.js's.
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { members } from './support/members';

/** Next.js's router marks every answer of its routes with this Vary; server.mjs's answers carry none. */
const byNext = (res: APIResponse) => (res.headers().vary ?? '').includes('next-router-state-tree');

/** The headers that say the same whoever relays the answer: framing, date and Next.js's own left out. */
function comparable(res: APIResponse): Record<string, string> {
  const skip = new Set(['date', 'vary', 'content-length', 'transfer-encoding', 'content-encoding', 'connection', 'keep-alive']);
  return Object.fromEntries(Object.entries(res.headers()).filter(([name]) => !skip.has(name)));
}

test('a bearer call is passed by server.mjs and answers as the same call on the session cookie does', async ({
  page,
  signIn,
}) => {
  const signedIn = await signIn(page, members.passThrough);
  const request = page.request;
  // A fresh token: ACCESS_TOKEN_TTL is short here.
  const refreshed = await request.get(`/api/refresh-token?refreshToken=${encodeURIComponent(signedIn.refreshToken)}`);
  const { access_token: token } = ((await refreshed.json()) as { data: { access_token: string } }).data;
  const bearer = { authorization: `Bearer ${token}` };
  // The context's cookie goes with every request; the bearer way neither needs nor forwards it.

  for (const [method, path, data] of [
    ['GET', '/api/balance/user-balance/', undefined],
    ['GET', '/api/no-such-call/', undefined],
    ['POST', '/api/withdrawal/', {}],
  ] as const) {
    const viaServer = await request.fetch(path, { method, headers: bearer, data });
    const viaNext = await request.fetch(path, { method, data });
    expect(byNext(viaServer), path).toBe(false);
    expect(byNext(viaNext), path).toBe(true);
    expect(viaServer.status(), path).toBe(viaNext.status());
    expect(await viaServer.json(), path).toEqual(await viaNext.json());
    expect(comparable(viaServer), path).toEqual(comparable(viaNext));
    expect(viaServer.headers()['set-cookie'], path).toBeUndefined();
  }
  expect((await request.get('/api/balance/user-balance/', { headers: bearer })).status()).toBe(200);

  // The app server's own routes stay Next.js's, bearer or not.
  const user = await request.get('/api/user/', { headers: bearer });
  expect(byNext(user)).toBe(true);
  expect(await user.json()).toMatchObject({ isLoggedIn: true, userId: signedIn.userId });

  // The refusals are the route's: another site's write, a body over the limit.
  const foreign = await request.post('/api/withdrawal/', { headers: { ...bearer, 'sec-fetch-site': 'cross-site' }, data: {} });
  expect(foreign.status()).toBe(403);
  expect(byNext(foreign)).toBe(false);
  expect(await foreign.json()).toEqual({ code: 'forbidden', message: expect.any(String) });
  const large = await request.post('/api/withdrawal/', { headers: bearer, data: { padding: 'x'.repeat(2 * 1024 * 1024) } });
  expect(large.status()).toBe(413);
  expect(await large.json()).toEqual({ code: 'payload_too_large', message: expect.any(String) });
});
