import { describe, expect, it } from 'vitest';
import { isTouchDevice } from './touch';

const ua = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Safari/604.1',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe('isTouchDevice (product §4)', () => {
  it('is true for a mobile-looking user agent, whatever the pointer', () => {
    for (const agent of [ua.android, ua.iphone, ua.ipad, ua.ipod]) {
      expect(isTouchDevice({ userAgent: agent, coarsePointer: false })).toBe(true);
    }
  });

  it('is true for a coarse primary pointer on a system that is not Windows', () => {
    expect(isTouchDevice({ userAgent: ua.mac, coarsePointer: true })).toBe(true);
    expect(isTouchDevice({ userAgent: ua.linux, coarsePointer: true })).toBe(true);
  });

  it('is false for a coarse pointer on Windows, by user agent or by platform', () => {
    expect(isTouchDevice({ userAgent: ua.windows, coarsePointer: true })).toBe(false);
    expect(isTouchDevice({ userAgent: ua.linux, coarsePointer: true, platform: 'Win32' })).toBe(false);
    expect(isTouchDevice({ userAgent: ua.linux, coarsePointer: true, platform: 'Windows' })).toBe(false);
  });

  it('is false for a desktop with a fine pointer', () => {
    expect(isTouchDevice({ userAgent: ua.windows, coarsePointer: false })).toBe(false);
    expect(isTouchDevice({ userAgent: ua.mac, coarsePointer: false })).toBe(false);
  });
});
