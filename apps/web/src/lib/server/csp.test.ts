import { describe, expect, it } from 'vitest';
import { buildCsp, createNonce } from './csp';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('content security policy', () => {
  it('allows scripts only with the nonce, never inline or eval in production', () => {
    const csp = buildCsp({ nonce: 'abc', dev: false, https: false, metrika: false });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'nonce-abc'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
  });

  it('names no other host unless Metrika is configured', () => {
    const without = buildCsp({ nonce: 'n', dev: false, https: true, metrika: false });
    expect(without).not.toMatch(/https:\/\//);
    const withMetrika = buildCsp({ nonce: 'n', dev: false, https: true, metrika: true });
    expect(directive(withMetrika, 'script-src')).toContain('https://mc.yandex.ru');
    expect(directive(withMetrika, 'img-src')).toContain('https://mc.yandex.ru');
    expect(directive(withMetrika, 'connect-src')).toContain('https://mc.yandex.ru');
  });

  it('names the payout widget’s origin for its script and its frame only when it is configured', () => {
    const csp = buildCsp({
      nonce: 'n',
      dev: false,
      https: true,
      metrika: false,
      payoutWidget: 'https://yookassa.ru/payouts-data/3.1.0/widget.js',
    });
    expect(directive(csp, 'script-src')).toContain('https://yookassa.ru');
    expect(directive(csp, 'frame-src')).toBe('frame-src https://yookassa.ru');
    expect(directive(csp, 'connect-src')).not.toContain('yookassa');
    expect(buildCsp({ nonce: 'n', dev: false, https: true, metrika: false, payoutWidget: null })).not.toContain('yookassa');
  });

  it('upgrades insecure requests only over https', () => {
    expect(buildCsp({ nonce: 'n', dev: false, https: true, metrika: false })).toContain('upgrade-insecure-requests');
    expect(buildCsp({ nonce: 'n', dev: false, https: false, metrika: false })).not.toContain('upgrade-insecure-requests');
  });

  it('lets frames of our own origin in only where the news preview needs them', () => {
    const plain = buildCsp({ nonce: 'n', dev: false, https: false, metrika: false });
    expect(directive(plain, 'frame-src')).toBe("frame-src 'none'");
    const host = buildCsp({ nonce: 'n', dev: false, https: false, metrika: false, ownFrames: 'host' });
    expect(directive(host, 'frame-src')).toBe("frame-src 'self'");
    expect(directive(host, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    const guest = buildCsp({ nonce: 'n', dev: false, https: false, metrika: false, ownFrames: 'guest' });
    expect(directive(guest, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(guest, 'frame-src')).toBe("frame-src 'none'");
  });

  it('makes a fresh, unguessable nonce every time', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
  });
});
