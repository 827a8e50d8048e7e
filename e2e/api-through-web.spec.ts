// The one way from the browser to the API (decision 0050), seen from outside: a call with the
// member's bearer (what the cabinet's client sends) and the same call on the session cookie alone
// (what an <img> sends) both go through the web app's catch-all route and answer alike.
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { members } from './support/members';

/** Next.js's router marks every answer of its routes with this Vary. */
const byNext = (res: APIResponse) => (res.headers().vary ?? '').includes('next-router-state-tree');

/** The headers that say the same whoever sent the call: framing and date left out. */
function comparable(res: APIResponse): Record<string, string> {
  const skip = new Set(['date', 'content-length', 'transfer-encoding', 'content-encoding', 'connection', 'keep-alive']);
  return Object.fromEntries(Object.entries(res.headers()).filter(([name]) => !skip.has(name)));
}

test('a bearer call and the same call on the session cookie go through the web app and answer alike', async ({
  page,
  signIn,
}) => {
  const signedIn = await signIn(page, members.throughWeb);
  const request = page.request;
  // A fresh token: ACCESS_TOKEN_TTL is short here.
  const refreshed = await request.get(`/api/refresh-token?refreshToken=${encodeURIComponent(signedIn.refreshToken)}`);
  const { access_token: token } = ((await refreshed.json()) as { data: { access_token: string } }).data;
  const bearer = { authorization: `Bearer ${token}` };

  for (const [method, path, data] of [
    ['GET', '/api/balance/user-balance/', undefined],
    ['GET', '/api/no-such-call/', undefined],
    ['POST', '/api/withdrawal/', {}],
  ] as const) {
    const withBearer = await request.fetch(path, { method, headers: bearer, data });
    const withCookie = await request.fetch(path, { method, data });
    expect(byNext(withBearer), path).toBe(true);
    expect(byNext(withCookie), path).toBe(true);
    expect(withBearer.status(), path).toBe(withCookie.status());
    expect(await withBearer.json(), path).toEqual(await withCookie.json());
    expect(comparable(withBearer), path).toEqual(comparable(withCookie));
    expect(withBearer.headers()['set-cookie'], path).toBeUndefined();
  }
  expect((await request.get('/api/balance/user-balance/', { headers: bearer })).status()).toBe(200);

  // The app server's own routes answer themselves, bearer or not.
  const user = await request.get('/api/user/', { headers: bearer });
  expect(await user.json()).toMatchObject({ isLoggedIn: true, userId: signedIn.userId });

  // The route's refusals hold for a bearer call too: another site's write, a body over the limit.
  const foreign = await request.post('/api/withdrawal/', { headers: { ...bearer, 'sec-fetch-site': 'cross-site' }, data: {} });
  expect(foreign.status()).toBe(403);
  expect(await foreign.json()).toEqual({ code: 'forbidden', message: expect.any(String) });
  const large = await request.post('/api/withdrawal/', { headers: bearer, data: { padding: 'x'.repeat(2 * 1024 * 1024) } });
  expect(large.status()).toBe(413);
  expect(await large.json()).toEqual({ code: 'payload_too_large', message: expect.any(String) });
});
