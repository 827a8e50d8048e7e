import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-redirect';

describe('safeNextPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeNextPath('/balance')).toBe('/balance');
    expect(safeNextPath('/order/12?tab=history')).toBe('/order/12?tab=history');
  });

  it('refuses other hosts, schemes and nothing', () => {
    for (const value of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      null,
      undefined,
      '/\u0000x',
    ]) {
      expect(safeNextPath(value)).toBeNull();
    }
  });

  it('never sends back to the sign-in page or an API call', () => {
    expect(safeNextPath('/login')).toBeNull();
    expect(safeNextPath('/login?next=/x')).toBeNull();
    expect(safeNextPath('/api/logout')).toBeNull();
  });
});
