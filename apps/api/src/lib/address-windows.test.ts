import { describe, expect, it } from 'vitest';
import { AddressWindows } from './address-windows.js';

const at = (ms: number) => new Date(1_800_000_000_000 + ms);

describe('AddressWindows', () => {
  it('refuses past the limit in a window, counts each address apart and opens again with the next window', () => {
    const w = new AddressWindows(60_000, 2);
    expect(w.hit('a', at(0))).toEqual({ exceeded: false, retryAfter: 60 });
    expect(w.hit('a', at(1_000)).exceeded).toBe(false);
    expect(w.hit('a', at(2_000))).toEqual({ exceeded: true, retryAfter: 58 });
    expect(w.hit('b', at(2_000)).exceeded).toBe(false);
    expect(w.hit('a', at(60_000)).exceeded).toBe(false);
  });

  it('holds at most its number of addresses: a new one past it is refused, a known one still counted', () => {
    const w = new AddressWindows(60_000, 5, 2);
    w.hit('a', at(0));
    w.hit('b', at(0));
    expect(w.hit('c', at(0)).exceeded).toBe(true);
    expect(w.hit('a', at(0)).exceeded).toBe(false);
    expect(w.hit('c', at(60_000)).exceeded).toBe(false);
  });
});
