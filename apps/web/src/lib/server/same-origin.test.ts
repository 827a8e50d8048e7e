import { describe, expect, it } from 'vitest';
import { isCrossSite, isCrossSiteWrite } from './same-origin';

const h = (init: Record<string, string>) => new Headers({ host: 'localhost:3000', ...init });

describe('isCrossSiteWrite', () => {
  it('lets reads through whatever their origin', () => {
    expect(isCrossSiteWrite('GET', h({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }))).toBe(false);
    expect(isCrossSiteWrite('HEAD', h({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
  });

  it('refuses a write another site sent, by Sec-Fetch-Site', () => {
    expect(isCrossSiteWrite('POST', h({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteWrite('DELETE', h({ 'sec-fetch-site': 'same-site' }))).toBe(true);
  });

  it('accepts a write from the page itself or typed by the member', () => {
    expect(isCrossSiteWrite('POST', h({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' }))).toBe(false);
    expect(isCrossSiteWrite('PUT', h({ 'sec-fetch-site': 'none' }))).toBe(false);
  });

  it('compares Origin with the host when Sec-Fetch-Site is absent', () => {
    expect(isCrossSiteWrite('POST', h({ origin: 'http://localhost:3000' }))).toBe(false);
    expect(isCrossSiteWrite('POST', h({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteWrite('POST', h({ origin: 'null' }))).toBe(true);
    expect(
      isCrossSiteWrite(
        'POST',
        new Headers({ host: 'internal:3000', 'x-forwarded-host': 'cabinet.example', origin: 'https://cabinet.example' }),
      ),
    ).toBe(false);
  });

  it('lets a client that is no browser (no Origin, no Sec-Fetch-Site) through: it carries no member cookie by accident', () => {
    expect(isCrossSiteWrite('POST', h({}))).toBe(false);
  });
});

describe('isCrossSite (a GET that writes the session)', () => {
  it('refuses a navigation or a request from another site', () => {
    expect(isCrossSite(h({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSite(h({ origin: 'https://evil.example' }))).toBe(true);
  });

  it("accepts the page's own fetch", () => {
    expect(isCrossSite(h({ 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSite(h({}))).toBe(false);
  });
});

describe('X-Forwarded-Host behind server.mjs (WEB_TRUST_PROXY)', () => {
  const PEER = 'x-agentplus-peer';
  const evil = { host: 'cabinet.example', 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' };

  it("is the client's word from a peer no setting names: Host stands", () => {
    expect(isCrossSiteWrite('POST', new Headers({ ...evil, [PEER]: '203.0.113.7' }))).toBe(true);
    expect(isCrossSiteWrite('POST', new Headers({ ...evil, [PEER]: '203.0.113.7' }), { hops: 0 })).toBe(true);
    expect(isCrossSite(new Headers({ ...evil, [PEER]: '203.0.113.7' }), { addresses: new Set(['10.0.0.2']) })).toBe(true);
    // The page's own write is still accepted by its Host.
    expect(isCrossSiteWrite('POST', new Headers({ ...evil, origin: 'https://cabinet.example', [PEER]: '203.0.113.7' }))).toBe(
      false,
    );
  });

  it('is the public host from a proxy the setting names, by hops or by address', () => {
    const behind = { host: '127.0.0.1:3000', 'x-forwarded-host': 'cabinet.example', origin: 'https://cabinet.example' };
    expect(isCrossSiteWrite('POST', new Headers({ ...behind, [PEER]: '127.0.0.1' }), { hops: 1 })).toBe(false);
    expect(isCrossSiteWrite('POST', new Headers({ ...behind, [PEER]: '10.0.0.2' }), { addresses: new Set(['10.0.0.2']) })).toBe(
      false,
    );
    expect(
      isCrossSiteWrite('POST', new Headers({ ...behind, origin: 'https://evil.example', [PEER]: '127.0.0.1' }), { hops: 1 }),
    ).toBe(true);
  });
});
