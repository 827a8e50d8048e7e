import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy, PEER_HEADER, TRUST_NOBODY, type TrustProxy } from './client-address';

const at = (peer: string | null, forwardedFor?: string) => {
  const h = new Headers();
  if (peer !== null) h.set(PEER_HEADER, peer);
  if (forwardedFor !== undefined) h.set('x-forwarded-for', forwardedFor);
  return h;
};

describe('clientAddress', () => {
  it('takes the socket address and ignores a forged X-Forwarded-For when nobody is trusted', () => {
    expect(clientAddress(at('203.0.113.9', '6.6.6.6'), TRUST_NOBODY)).toBe('203.0.113.9');
    expect(clientAddress(at('203.0.113.9', '6.6.6.6, 7.7.7.7'), TRUST_NOBODY)).toBe('203.0.113.9');
  });

  it('believes as many hops as WEB_TRUST_PROXY counts, and no more', () => {
    const one: TrustProxy = { hops: 1 };
    // nginx (127.0.0.1) appended the address it saw; the client forged the first entry.
    expect(clientAddress(at('127.0.0.1', '6.6.6.6, 198.51.100.7'), one)).toBe('198.51.100.7');
    expect(clientAddress(at('127.0.0.1', '198.51.100.7'), one)).toBe('198.51.100.7');
    expect(clientAddress(at('127.0.0.1', '10.0.0.2, 198.51.100.7'), { hops: 2 })).toBe('10.0.0.2');
    // Trusting more hops than there are gives the leftmost, never nothing.
    expect(clientAddress(at('127.0.0.1'), { hops: 3 })).toBe('127.0.0.1');
  });

  it('believes listed proxy addresses only', () => {
    const trust = parseTrustProxy('127.0.0.1, 10.0.0.5')!;
    expect(clientAddress(at('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.0.0.5'), trust)).toBe('198.51.100.7');
    // A peer that is not a listed proxy is the client, whatever it claims.
    expect(clientAddress(at('203.0.113.50', '6.6.6.6'), trust)).toBe('203.0.113.50');
  });

  it('unwraps an IPv4 address mapped into IPv6, and has none without a peer', () => {
    expect(clientAddress(at('::ffff:127.0.0.1'), TRUST_NOBODY)).toBe('127.0.0.1');
    expect(clientAddress(at(null, '6.6.6.6'), TRUST_NOBODY)).toBeNull();
    expect(clientAddress(at('127.0.0.1', '1.2.3.4, <script>'), { hops: 1 })).toBeNull();
  });
});

describe('parseTrustProxy', () => {
  it('reads a hop count or an address list', () => {
    expect(parseTrustProxy(undefined)).toEqual({ hops: 0 });
    expect(parseTrustProxy('1')).toEqual({ hops: 1 });
    expect(parseTrustProxy('127.0.0.1,::1')).toEqual({ addresses: new Set(['127.0.0.1', '::1']) });
    expect(parseTrustProxy('nginx')).toBeNull();
  });
});
