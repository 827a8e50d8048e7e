import { describe, expect, it } from 'vitest';
import { isLoopbackHost, sessionCookieName, sessionOptions } from './session-cookie';

describe('session cookie (product §9)', () => {
  it('lives 15 days, httpOnly, secure, sameSite lax, path /', () => {
    const options = sessionOptions('x'.repeat(32), '__Host-agentplus_session');
    expect(options.cookieOptions).toMatchObject({ maxAge: 1_296_000, httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
    expect(options.cookieOptions?.domain).toBeUndefined();
    // The seal outlives the cookie, never the other way round.
    expect(options.ttl).toBeGreaterThan(1_296_000);
  });

  it('takes the __Host- prefix over https and on localhost, where browsers accept it', () => {
    expect(sessionCookieName({ proto: 'https', host: 'cabinet.example' })).toBe('__Host-agentplus_session');
    expect(sessionCookieName({ proto: 'http', host: 'localhost:3000' })).toBe('__Host-agentplus_session');
    expect(sessionCookieName({ proto: 'http', host: '127.0.0.1:3000' })).toBe('__Host-agentplus_session');
    expect(sessionCookieName({ proto: 'https,http', host: 'x' })).toBe('__Host-agentplus_session');
  });

  it('goes without it over plain http elsewhere', () => {
    expect(sessionCookieName({ proto: 'http', host: '192.168.1.20:3000' })).toBe('agentplus_session');
    expect(sessionCookieName({ proto: null, host: null })).toBe('agentplus_session');
  });

  it('knows the loopback hosts', () => {
    for (const host of ['localhost', 'localhost:3000', 'app.localhost', '127.0.0.1', '127.1.2.3:80', '[::1]:3000'])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['example.com', '10.0.0.1', 'localhost.example.com', '128.0.0.1'])
      expect(isLoopbackHost(host)).toBe(false);
  });
});
