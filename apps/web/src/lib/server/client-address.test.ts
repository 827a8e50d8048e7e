import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('takes the address the nearest hop saw: the last entry', () => {
    expect(clientAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8::1');
  });

  it('unwraps an IPv4 address mapped into IPv6', () => {
    expect(clientAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('has none without a usable header', () => {
    expect(clientAddress(null)).toBeNull();
    expect(clientAddress('')).toBeNull();
    expect(clientAddress('1.2.3.4, <script>')).toBeNull();
  });
});
