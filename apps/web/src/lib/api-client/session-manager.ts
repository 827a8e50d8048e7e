// The browser side of the session (product §4): the access token in memory, the refresh token in
// localStorage, one refresh shared by every concurrent caller — and by every tab — and a log-out
// after which nothing is refreshed or handled any more.
import { refreshTokenRoute, webLogoutRoute, webUserRoute } from '@cabinet/contracts/client';
import { checkRefreshTokens, checkWebUser } from './answer-shapes';
import { REFRESH_TOKEN_KEY } from '../constants';
import { LoggingOutError } from './errors';
import { buildUrl } from './request-parts';

type SessionPhase = 'signed-in' | 'refreshing' | 'logging-out';

export interface SessionDeps {
  fetch: typeof fetch;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /**
   * Runs `fn` holding a lock that every tab of the site shares (the Web Locks API), so that two tabs
   * never present the same refresh token: the API takes a reused one for theft and revokes the sign-in.
   */
  withLock: <T>(fn: () => Promise<T>) => Promise<T>;
  /** Spec §4 "the page reloads": re-renders the server parts with the renewed session. */
  reload: () => void;
  goToLogin: () => void;
  logError: (message: string) => void;
  /**
   * Forgets what this tab kept about the member beyond the tokens (the tracking `userId` of product
   * §3): at sign-out, and at a sign-in, so that the next member on the same tab is their own.
   */
  forgetMember?: () => void;
  /** Whether a token lapses before a page rendered with it would hydrate (lapsesBeforeHydration). */
  lapsing: (token: string) => boolean;
}

/** The refresh's request got no answer at all: the network, or the page being left, which cancels it. */
class RefreshUnanswered extends Error {
  constructor(override readonly cause: unknown) {
    super('The refresh got no answer');
  }
}

/** Spec §8: what is logged when the session cannot be refreshed. */
export const REFRESH_FAILED_MESSAGE = 'Failed to refresh token';

export class SessionManager {
  private accessToken: string | null = null;
  private restoring: Promise<string | null> | null = null;
  private refreshing: Promise<string> | null = null;
  private loggingOut: Promise<void> | null = null;
  private revalidating: Promise<void> | null = null;

  constructor(private readonly deps: SessionDeps) {}

  get phase(): SessionPhase {
    if (this.loggingOut) return 'logging-out';
    return this.refreshing ? 'refreshing' : 'signed-in';
  }

  /** After a successful sign-in: the access token stays in memory only. */
  signIn(tokens: { accessToken: string; refreshToken: string }): void {
    this.deps.forgetMember?.();
    this.accessToken = tokens.accessToken;
    this.deps.storage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  }

  /**
   * The token to send. After a reload memory is empty: it is restored once from /api/user/ (the
   * session cookie), or by one refresh when that token has lapsed. Null when nobody is signed in.
   */
  async getAccessToken(): Promise<string | null> {
    if (this.loggingOut) throw new LoggingOutError();
    if (this.accessToken) return this.accessToken;
    this.restoring ??= this.restore().finally(() => {
      this.restoring = null;
    });
    return this.restoring;
  }

  /**
   * A call answered 401 with `failedToken`. Resolves to the token to retry with; every concurrent
   * caller waits for the same refresh. Rejects with LoggingOutError when the session is over.
   */
  async handleUnauthorized(failedToken: string | null): Promise<string> {
    if (this.loggingOut) throw new LoggingOutError();
    // Another caller of this tab has refreshed since this request left.
    if (this.accessToken && this.accessToken !== failedToken) return this.accessToken;
    this.refreshing ??= this.refreshShared(failedToken).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /**
   * Makes sure the session cookie holds a live token. What the browser fetches by itself — a picture
   * through /_next/image — carries the cookie only, and fails once its token has lapsed: asking
   * /api/user/ tells, and a 401 there gets the one shared refresh, which renews the cookie. Every
   * caller at the same moment waits for the same check.
   */
  revalidate(): Promise<void> {
    if (this.loggingOut) return Promise.reject(new LoggingOutError());
    this.revalidating ??= (async () => {
      // A restore under way finishes first; the token held before the check tells whether a
      // refresh happened meanwhile (then the cookie is new already and nothing more is needed).
      const before = await this.getAccessToken();
      const res = await this.deps.fetch(webUserRoute.path, { cache: 'no-store' });
      await discard(res);
      if (res.status === 401) await this.handleUnauthorized(before);
    })().finally(() => {
      this.revalidating = null;
    });
    return this.revalidating;
  }

  /**
   * The page came without the member's data because its token was about to lapse
   * (PageAfterRenewal): renews it now rather than at the first refusal — which never comes while the
   * token still serves the browser's calls — so that the server's parts are rendered again (`reload`).
   */
  async renewIfLapsing(): Promise<void> {
    const token = await this.getAccessToken();
    if (token && this.deps.lapsing(token)) await this.handleUnauthorized(token);
  }

  /** Spec §4 "Logout": clear the client session, call the server logout, go to /login. Idempotent. */
  logout(): Promise<void> {
    this.loggingOut ??= (async () => {
      const refreshToken = this.deps.storage.getItem(REFRESH_TOKEN_KEY);
      this.accessToken = null;
      this.deps.storage.removeItem(REFRESH_TOKEN_KEY);
      this.deps.forgetMember?.();
      try {
        await this.deps.fetch(webLogoutRoute.path, {
          method: webLogoutRoute.method,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(refreshToken ? { refreshToken } : {}),
        });
      } catch {
        // Offline: the API's sign-in lapses by itself; the member still leaves.
      }
      this.deps.goToLogin();
    })();
    return this.loggingOut;
  }

  private async restore(): Promise<string | null> {
    const res = await this.deps.fetch(webUserRoute.path, { cache: 'no-store' });
    if (res.status === 401) {
      await discard(res);
      return this.handleUnauthorized(null);
    }
    if (!res.ok) return discard(res).then(() => null);
    const user = checkWebUser(await res.json());
    if (!user.isLoggedIn) return null;
    if (!this.loggingOut) this.accessToken = user.accessToken;
    return user.accessToken;
  }

  private async refreshShared(failedToken: string | null): Promise<string> {
    let token: string;
    try {
      token = await this.deps.withLock(() => this.refreshHoldingLock(failedToken));
    } catch (err) {
      if (err instanceof LoggingOutError || this.loggingOut) throw new LoggingOutError();
      // Nothing was refused, so the member stays signed in: the stored refresh token serves the
      // next attempt, on this page or on the next one. (Logging out here signed out a member who
      // followed a link while a refresh was under way: leaving a page cancels its requests.)
      if (err instanceof RefreshUnanswered) throw err.cause;
      this.deps.logError(REFRESH_FAILED_MESSAGE);
      void this.logout();
      throw new LoggingOutError();
    }
    if (this.loggingOut) throw new LoggingOutError();
    return token;
  }

  private async refreshHoldingLock(failedToken: string | null): Promise<string> {
    if (this.loggingOut) throw new LoggingOutError();
    // Spec §4: no refresh token stored, no refresh: the session is over.
    if (!this.deps.storage.getItem(REFRESH_TOKEN_KEY)) throw new Error('No refresh token');
    // Another tab may have refreshed while this one waited for the lock. The session cookie they
    // share holds its new access token at once; the new refresh token in localStorage reaches this
    // tab's process later, so it cannot tell — and presenting the old one would revoke the sign-in.
    const adopted = await this.readSessionToken();
    if (adopted && adopted !== failedToken) {
      this.accessToken = adopted;
      return adopted;
    }
    const stored = this.deps.storage.getItem(REFRESH_TOKEN_KEY);
    if (!stored) throw new Error('No refresh token');
    let res: Response;
    try {
      res = await this.deps.fetch(buildUrl(refreshTokenRoute.path, { refreshToken: stored }), { cache: 'no-store' });
    } catch (err) {
      throw new RefreshUnanswered(err);
    }
    if (!res.ok) {
      await discard(res);
      throw new Error(`Refresh refused: ${res.status}`);
    }
    const { data } = checkRefreshTokens(await res.json());
    // Logging out began meanwhile: its cleared storage must stay cleared.
    if (this.loggingOut) throw new LoggingOutError();
    this.deps.storage.setItem(REFRESH_TOKEN_KEY, data.refresh_token);
    this.accessToken = data.access_token;
    this.deps.reload();
    return data.access_token;
  }

  private async readSessionToken(): Promise<string | null> {
    try {
      const res = await this.deps.fetch(webUserRoute.path, { cache: 'no-store' });
      if (!res.ok) return discard(res).then(() => null);
      const user = checkWebUser(await res.json());
      return user.isLoggedIn ? user.accessToken : null;
    } catch {
      return null;
    }
  }
}

/**
 * Reads an answer's body to its end when nothing in it is needed: a body left unread keeps the
 * request open in the browser (it never finishes loading), which holds the connection.
 */
async function discard(res: Response): Promise<void> {
  await res.arrayBuffer().catch(() => undefined);
}
