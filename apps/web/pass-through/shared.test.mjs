// The pieces server.mjs's pass-through and the app's routes share (the address and origin checks are
// tested through their re-exports, src/lib/server/client-address.test.ts and same-origin.test.ts).
/* global Headers */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SCAN_MAX_BYTES } from '@cabinet/contracts/client';
import { describe, expect, it } from 'vitest';
import { API_LANGUAGE as BROWSER_LANGUAGE } from '../src/lib/constants.ts';
import { apiOriginFromEnv } from './api-origin.mjs';
import { declaresTooMuch, JSON_BODY_LIMIT, passThroughLimit, UPLOAD_BODY_LIMIT } from './body-limit.mjs';
import { clientAddress, PEER_HEADER } from './client-address.mjs';
import { ownedPathMatcher, webOwnedApiPaths } from './own-routes.mjs';
import { nodeHeaders } from './proxy.mjs';
import { API_LANGUAGE, isForwardedRequestHeader, isRelayedResponseHeader } from './upstream-headers.mjs';

describe('upstream-headers', () => {
  it('never passes the cookie, the forwarding headers a client wrote, hop-by-hop headers or Next.js’s own', () => {
    for (const name of ['cookie', 'x-forwarded-for', 'x-real-ip', 'forwarded', 'connection', 'transfer-encoding', 'host']) {
      expect(isForwardedRequestHeader(name), name).toBe(false);
    }
    for (const name of [PEER_HEADER, 'next-router-state-tree', 'rsc', 'content-length', 'expect']) {
      expect(isForwardedRequestHeader(name), name).toBe(false);
    }
    for (const name of ['authorization', 'content-type', 'accept', 'user-agent', 'idempotency-key']) {
      expect(isForwardedRequestHeader(name), name).toBe(true);
    }
  });

  it('relays no cookie and no hop-by-hop header of the API’s answer', () => {
    for (const name of ['set-cookie', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']) {
      expect(isRelayedResponseHeader(name), name).toBe(false);
    }
    for (const name of ['content-type', 'cache-control', 'retry-after', 'content-disposition']) {
      expect(isRelayedResponseHeader(name), name).toBe(true);
    }
  });

  it('asks the API for the language the browser asks it for', () => {
    expect(API_LANGUAGE).toBe(BROWSER_LANGUAGE);
  });
});

describe('body-limit', () => {
  it('gives uploads the largest scan and anything else the API’s 1 MiB', () => {
    expect(JSON_BODY_LIMIT).toBe(1024 * 1024);
    expect(UPLOAD_BODY_LIMIT).toBeGreaterThan(SCAN_MAX_BYTES);
    expect(passThroughLimit('multipart/form-data; boundary=x')).toBe(UPLOAD_BODY_LIMIT);
    expect(passThroughLimit('Multipart/Form-Data')).toBe(UPLOAD_BODY_LIMIT);
    expect(passThroughLimit('application/json')).toBe(JSON_BODY_LIMIT);
    expect(passThroughLimit(null)).toBe(JSON_BODY_LIMIT);
  });

  it('refuses a declared length over the limit, and nothing declared', () => {
    expect(declaresTooMuch(String(JSON_BODY_LIMIT + 1), JSON_BODY_LIMIT)).toBe(true);
    expect(declaresTooMuch(String(JSON_BODY_LIMIT), JSON_BODY_LIMIT)).toBe(false);
    expect(declaresTooMuch(undefined, 10)).toBe(false);
    expect(declaresTooMuch('garbage', 10)).toBe(false);
  });
});

describe('apiOriginFromEnv', () => {
  it('takes API_URL, else API_HOST and API_PORT, reaching every-interface hosts over loopback', () => {
    expect(apiOriginFromEnv({ API_URL: 'https://api.example:8443/ignored' })).toBe('https://api.example:8443');
    expect(apiOriginFromEnv({})).toBe('http://127.0.0.1:4000');
    expect(apiOriginFromEnv({ API_HOST: '0.0.0.0', API_PORT: '4100' })).toBe('http://127.0.0.1:4100');
    expect(apiOriginFromEnv({ API_HOST: '::1', API_PORT: '4100' })).toBe('http://[::1]:4100');
    expect(apiOriginFromEnv({ API_URL: 'not an address' })).toBeNull();
  });
});

describe('own-routes', () => {
  it('reads the app server’s own /api routes from its route files, the catch-all and groups aside', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'own-routes-'));
    for (const d of ['user', 'mobile-auth/code', 'admin/auth/sign-in', '[...path]', '(group)/hidden', 'empty']) {
      mkdirSync(path.join(dir, d), { recursive: true });
    }
    for (const f of ['user', 'mobile-auth/code', 'admin/auth/sign-in', '[...path]', '(group)/hidden']) {
      writeFileSync(path.join(dir, f, 'route.ts'), '');
    }
    expect(webOwnedApiPaths(dir)).toEqual(['/api/admin/auth/sign-in', '/api/mobile-auth/code', '/api/user']);
  });

  it('finds the real app’s session routes, and matches them with or without the trailing slash', () => {
    const owned = ownedPathMatcher(webOwnedApiPaths());
    for (const p of [
      '/api/user/',
      '/api/user',
      '/api/refresh-token',
      '/api/balance/account-history/',
      '/api/admin/auth/sign-in',
    ]) {
      expect(owned(p), p).toBe(true);
    }
    for (const p of ['/api/balance/user-balance/', '/api/user/extra', '/api/admin/desk/pay-batch', '/api/files/avatar/x']) {
      expect(owned(p), p).toBe(false);
    }
  });
});

describe('nodeHeaders', () => {
  it('reads Node’s header object as Headers reads it, so the shared checks see one request alike', () => {
    const node = { [PEER_HEADER]: '203.0.113.9', 'x-forwarded-for': '6.6.6.6', 'set-cookie': ['a=1', 'b=2'] };
    const reader = nodeHeaders(node);
    expect(reader.get('x-forwarded-for')).toBe('6.6.6.6');
    expect(reader.get('set-cookie')).toBe('a=1, b=2');
    expect(reader.get('origin')).toBeNull();
    expect(clientAddress(reader, { hops: 0 })).toBe(
      clientAddress(new Headers({ [PEER_HEADER]: '203.0.113.9', 'x-forwarded-for': '6.6.6.6' }), { hops: 0 }),
    );
  });
});
