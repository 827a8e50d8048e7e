import { describe, expect, it, vi } from 'vitest';
import { REFRESH_TOKEN_KEY } from '../constants';
import { LoggingOutError } from './errors';
import { REFRESH_FAILED_MESSAGE, SessionManager, type SessionDeps } from './session-manager';

/**
 * The app server and the API as the browser sees them: one sign-in whose refresh token rotates at
 * every use, a session cookie shared by every tab, and theft detection (a reused refresh token
 * revokes everything), as apps/api does.
 */
function fakeServer() {
  const state = { refreshToken: 'r1', accessToken: 'a1', cookieToken: 'a1' as string | null, revoked: false, generation: 1 };
  const calls = { refresh: 0, user: 0, logout: [] as unknown[] };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://cabinet.test');
    // Let concurrent callers interleave as they would over a network.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (url.pathname === '/api/refresh-token') {
      calls.refresh += 1;
      if (state.revoked || url.searchParams.get('refreshToken') !== state.refreshToken) {
        state.revoked = true;
        return json(401, { code: 'unauthorized', message: 'Unauthorized' });
      }
      state.generation += 1;
      state.refreshToken = `r${state.generation}`;
      state.accessToken = `a${state.generation}`;
      state.cookieToken = state.accessToken;
      return json(200, { data: { access_token: state.accessToken, refresh_token: state.refreshToken, expires_in: 900 } });
    }
    if (url.pathname === '/api/user/') {
      calls.user += 1;
      if (!state.cookieToken) return json(200, { isLoggedIn: false });
      if (state.revoked || state.cookieToken !== state.accessToken) return json(401, { message: 'Unauthorized' });
      return json(200, {
        isLoggedIn: true,
        userId: 'u1',
        phone: '79001234567',
        firstName: 'Иван',
        accessToken: state.cookieToken,
      });
    }
    if (url.pathname === '/api/logout') {
      calls.logout.push(JSON.parse(String(init?.body ?? '{}')));
      state.cookieToken = null;
      state.revoked = true;
      return json(200, { success: true });
    }
    return json(404, { code: 'not_found', message: 'Не найдено' });
  };
  /** The access token lapses: the API refuses it, and the cookie still holds it. */
  const expireAccessToken = () => {
    state.accessToken = `expired-${state.generation}`;
  };
  return { state, calls, fetch, expireAccessToken };
}

/** localStorage shared by the tabs of one browser. */
function sharedStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

/** navigator.locks for one browser: callers run one after another. */
function sharedLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
}

function tab(
  server: ReturnType<typeof fakeServer>,
  storage: SessionDeps['storage'],
  withLock: SessionDeps['withLock'],
  lapsing: SessionDeps['lapsing'] = () => false,
) {
  const deps = {
    lapsing,
    fetch: server.fetch,
    storage,
    withLock,
    reload: vi.fn(),
    goToLogin: vi.fn(),
    logError: vi.fn(),
    forgetMember: vi.fn(),
  };
  return { session: new SessionManager(deps), deps };
}

describe('SessionManager: a token about to lapse', () => {
  it('is renewed at once when the page came without it, and the server parts render again', async () => {
    const server = fakeServer();
    const storage = sharedStorage({ [REFRESH_TOKEN_KEY]: 'r1' });
    const { session, deps } = tab(server, storage, sharedLock(), (token) => token === 'a1');
    // The cookie still holds a token the API takes: no call of the page would be refused.
    await session.renewIfLapsing();
    expect(server.calls.refresh).toBe(1);
    expect(await session.getAccessToken()).toBe('a2');
    expect(deps.reload).toHaveBeenCalledTimes(1);
    // The renewed token does not lapse: nothing more.
    await session.renewIfLapsing();
    expect(server.calls.refresh).toBe(1);
  });

  it('is left alone when it does not lapse soon (the page came without data for another reason)', async () => {
    const server = fakeServer();
    const { session, deps } = tab(server, sharedStorage({ [REFRESH_TOKEN_KEY]: 'r1' }), sharedLock(), () => false);
    await session.renewIfLapsing();
    expect(server.calls.refresh).toBe(0);
    expect(deps.reload).not.toHaveBeenCalled();
  });
});

describe('SessionManager: one refresh for concurrent 401s', () => {
  it('shares one refresh among every concurrent caller, then stores the new tokens and reloads', async () => {
    const server = fakeServer();
    const storage = sharedStorage();
    const { session, deps } = tab(server, storage, sharedLock());
    session.signIn({ accessToken: 'a1', refreshToken: 'r1' });
    server.expireAccessToken();

    const tokens = await Promise.all([
      session.handleUnauthorized('a1'),
      session.handleUnauthorized('a1'),
      session.handleUnauthorized('a1'),
    ]);

    expect(server.calls.refresh).toBe(1);
    expect(tokens).toEqual(['a2', 'a2', 'a2']);
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBe('r2');
    expect(await session.getAccessToken()).toBe('a2');
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.goToLogin).not.toHaveBeenCalled();
  });

  it('is "refreshing" while the refresh runs and "signed-in" after it', async () => {
    const server = fakeServer();
    const { session } = tab(server, sharedStorage(), sharedLock());
    session.signIn({ accessToken: 'a1', refreshToken: 'r1' });
    const pending = session.handleUnauthorized('a1');
    expect(session.phase).toBe('refreshing');
    await pending;
    expect(session.phase).toBe('signed-in');
  });

  it('a request that failed with a token already replaced retries at once, without another refresh', async () => {
    const server = fakeServer();
    const { session } = tab(server, sharedStorage(), sharedLock());
    session.signIn({ accessToken: 'a1', refreshToken: 'r1' });
    await session.handleUnauthorized('a1');
    expect(await session.handleUnauthorized('a1')).toBe('a2');
    expect(server.calls.refresh).toBe(1);
  });

  it('two tabs of one browser refresh once: the second takes the new token from the shared session', async () => {
    const server = fakeServer();
    const storage = sharedStorage({ [REFRESH_TOKEN_KEY]: 'r1' });
    const lock = sharedLock();
    const first = tab(server, storage, lock);
    const second = tab(server, storage, lock);
    server.expireAccessToken();

    const [a, b] = await Promise.all([first.session.handleUnauthorized(null), second.session.handleUnauthorized(null)]);

    expect(server.calls.refresh).toBe(1);
    expect(a).toBe('a2');
    expect(b).toBe('a2');
    expect(server.state.revoked).toBe(false);
    expect(first.deps.goToLogin).not.toHaveBeenCalled();
    expect(second.deps.goToLogin).not.toHaveBeenCalled();
  });

  it('two tabs refresh once even when the new refresh token reaches the second tab late', async () => {
    const server = fakeServer();
    const lock = sharedLock();
    // Each tab's view of localStorage: the second never sees the first's write in time.
    const first = tab(server, sharedStorage({ [REFRESH_TOKEN_KEY]: 'r1' }), lock);
    const second = tab(server, sharedStorage({ [REFRESH_TOKEN_KEY]: 'r1' }), lock);
    first.session.signIn({ accessToken: 'a1', refreshToken: 'r1' });
    second.session.signIn({ accessToken: 'a1', refreshToken: 'r1' });
    server.expireAccessToken();

    const [a, b] = await Promise.all([first.session.handleUnauthorized('a1'), second.session.handleUnauthorized('a1')]);

    expect(server.calls.refresh).toBe(1);
    expect([a, b]).toEqual(['a2', 'a2']);
    expect(server.state.revoked).toBe(false);
  });
});

describe('SessionManager: failures and logging out', () => {
  it("logs 'Failed to refresh token', logs out and goes to /login when the refresh is refused", async () => {
    const server = fakeServer();
    const storage = sharedStorage();
    const { session, deps } = tab(server, storage, sharedLock());
    session.signIn({ accessToken: 'a1', refreshToken: 'stolen-and-used' });

    const results = await Promise.allSettled([session.handleUnauthorized('a1'), session.handleUnauthorized('a1')]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    for (const r of results) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(LoggingOutError);
    expect(deps.logError).toHaveBeenCalledWith(REFRESH_FAILED_MESSAGE);
    expect(deps.logError).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(deps.goToLogin).toHaveBeenCalledTimes(1));
    expect(server.calls.logout).toEqual([{ refreshToken: 'stolen-and-used' }]);
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('a refresh that got no answer (offline, or the page being left) is no refusal: the member stays signed in', async () => {
    const server = fakeServer();
    const storage = sharedStorage();
    const { session, deps } = tab(
      {
        ...server,
        // Leaving a page cancels its requests: the refresh's fails as a network error does.
        fetch: async (input, init) => {
          if (String(input).startsWith('/api/refresh-token')) throw new TypeError('Failed to fetch');
          return server.fetch(input, init);
        },
      },
      storage,
      sharedLock(),
    );
    session.signIn({ accessToken: 'a1', refreshToken: 'r1' });
    server.expireAccessToken();

    await expect(session.handleUnauthorized('a1')).rejects.toBeInstanceOf(TypeError);

    expect(deps.logError).not.toHaveBeenCalled();
    expect(deps.goToLogin).not.toHaveBeenCalled();
    expect(server.calls.logout).toEqual([]);
    // The next attempt, here or on the next page, refreshes with it.
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBe('r1');
    expect(session.phase).toBe('signed-in');
  });

  it('logs out without asking for a refresh when no refresh token is stored', async () => {
    const server = fakeServer();
    const { session, deps } = tab(server, sharedStorage(), sharedLock());

    await expect(session.handleUnauthorized(null)).rejects.toBeInstanceOf(LoggingOutError);

    expect(server.calls.refresh).toBe(0);
    expect(deps.logError).toHaveBeenCalledWith(REFRESH_FAILED_MESSAGE);
    await vi.waitFor(() => expect(deps.goToLogin).toHaveBeenCalledTimes(1));
  });

  it('once logging out has started, refreshes and error handling are rejected at once', async () => {
    const server = fakeServer();
    const storage = sharedStorage();
    const { session, deps } = tab(server, storage, sharedLock());
    session.signIn({ accessToken: 'a1', refreshToken: 'r1' });

    const leaving = session.logout();
    expect(session.phase).toBe('logging-out');
    await expect(session.handleUnauthorized('a1')).rejects.toBeInstanceOf(LoggingOutError);
    await expect(session.getAccessToken()).rejects.toBeInstanceOf(LoggingOutError);
    await leaving;

    expect(server.calls.refresh).toBe(0);
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(server.calls.logout).toEqual([{ refreshToken: 'r1' }]);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('a refresh under way when logging out starts does not hand out its token', async () => {
    const server = fakeServer();
    const { session } = tab(server, sharedStorage(), sharedLock());
    session.signIn({ accessToken: 'a1', refreshToken: 'r1' });
    const refreshing = session.handleUnauthorized('a1');
    void session.logout();
    await expect(refreshing).rejects.toBeInstanceOf(LoggingOutError);
  });

  it('logs out only once however often it is asked', async () => {
    const server = fakeServer();
    const { session, deps } = tab(server, sharedStorage(), sharedLock());
    session.signIn({ accessToken: 'a1', refreshToken: 'r1' });
    await Promise.all([session.logout(), session.logout()]);
    expect(server.calls.logout).toHaveLength(1);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
  });
});

describe('SessionManager: revalidating the cookie for what the browser fetches by itself', () => {
  it("refreshes once, for every caller at once, when the cookie's token has lapsed", async () => {
    const server = fakeServer();
    const { session } = tab(server, sharedStorage({ [REFRESH_TOKEN_KEY]: 'r1' }), sharedLock());
    session.signIn({ accessToken: 'a1', refreshToken: 'r1' });
    server.expireAccessToken();
    await Promise.all([session.revalidate(), session.revalidate(), session.revalidate()]);
    expect(server.calls.refresh).toBe(1);
    expect(server.state.cookieToken).toBe('a2');
    // A live cookie: nothing to do.
    await session.revalidate();
    expect(server.calls.refresh).toBe(1);
  });
});

describe('SessionManager: what the tab keeps about the member', () => {
  it('is forgotten at sign-in and at sign-out, whoever starts the sign-out', async () => {
    const server = fakeServer();
    const { session, deps } = tab(server, sharedStorage(), sharedLock());
    session.signIn({ accessToken: 'a1', refreshToken: 'r1' });
    expect(deps.forgetMember).toHaveBeenCalledTimes(1);
    await session.logout();
    expect(deps.forgetMember).toHaveBeenCalledTimes(2);

    // A refused refresh signs out too.
    const other = tab(fakeServer(), sharedStorage(), sharedLock());
    await expect(other.session.handleUnauthorized(null)).rejects.toBeInstanceOf(LoggingOutError);
    await vi.waitFor(() => expect(other.deps.forgetMember).toHaveBeenCalledTimes(1));
  });
});

describe('SessionManager: after a reload', () => {
  it('restores the access token from /api/user/ without a refresh', async () => {
    const server = fakeServer();
    const { session } = tab(server, sharedStorage({ [REFRESH_TOKEN_KEY]: 'r1' }), sharedLock());
    const [a, b] = await Promise.all([session.getAccessToken(), session.getAccessToken()]);
    expect(a).toBe('a1');
    expect(b).toBe('a1');
    expect(server.calls.user).toBe(1);
    expect(server.calls.refresh).toBe(0);
  });

  it('restores it by one refresh when the session token has lapsed', async () => {
    const server = fakeServer();
    const { session } = tab(server, sharedStorage({ [REFRESH_TOKEN_KEY]: 'r1' }), sharedLock());
    server.expireAccessToken();
    expect(await session.getAccessToken()).toBe('a2');
    expect(server.calls.refresh).toBe(1);
  });

  it('has no token when nobody is signed in', async () => {
    const server = fakeServer();
    server.state.cookieToken = null;
    const { session } = tab(server, sharedStorage(), sharedLock());
    expect(await session.getAccessToken()).toBeNull();
  });
});
