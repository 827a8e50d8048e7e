import { describe, expect, it } from 'vitest';
import { hasNewVersion } from './version-check';

const first = { fullVersion: '0.1.0+abc', buildTime: '2026-01-01T10:00:00.000Z', gitHash: 'abc' };

describe('hasNewVersion (product §4)', () => {
  it('sees a change in fullVersion', () => {
    expect(hasNewVersion(first, { ...first, fullVersion: '0.1.0+def', gitHash: 'def' })).toBe(true);
  });

  it('ignores a new buildTime while git names the commit (the same commit rebuilt)', () => {
    expect(hasNewVersion(first, { ...first, buildTime: '2026-01-02T10:00:00.000Z' })).toBe(false);
  });

  it("sees a new buildTime when gitHash is 'unknown'", () => {
    const noGit = { fullVersion: '0.1.0', buildTime: '2026-01-01T10:00:00.000Z', gitHash: 'unknown' };
    expect(hasNewVersion(noGit, { ...noGit, buildTime: '2026-01-02T10:00:00.000Z' })).toBe(true);
    expect(hasNewVersion(noGit, { ...noGit })).toBe(false);
  });

  it('does not raise the prompt for the same file', () => {
    expect(hasNewVersion(first, { ...first })).toBe(false);
  });
});
