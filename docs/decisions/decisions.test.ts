// Decision records stay usable: each carries its date and status, the index lists every one, and
// every file or folder a record names still exists (a record pointing at a moved file misleads the
// next engineer more than no record).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(dir, '../..');
const records = readdirSync(dir).filter((f) => /^\d{4}-[a-z0-9-]+\.md$/.test(f));

/**
 * Backticked tokens that name a file of the repository: a folder and a file name with an extension,
 * written from the repository's root (no URL paths, no packages, no globs).
 */
function namedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const [, token] of text.matchAll(/`([^`\s]+)`/g)) {
    const candidate = token!.replace(/[:#].*$/, '');
    if (!candidate.includes('/') || /^[/@.]/.test(candidate) || /[*<>{}]/.test(candidate)) continue;
    const isFile = /\.(ts|tsx|mjs|js|sql|md|css|json|yaml)$/.test(candidate);
    // A folder counts when written with its parents (`apps/api/src/ledger/`, not `lib/`).
    const isFolder = /^[^/]+\/.+\/$/.test(candidate);
    if (!isFile && !isFolder) continue;
    found.add(candidate);
  }
  return [...found];
}

describe('decision records', () => {
  it('are numbered without gaps or repeats', () => {
    const numbers = records.map((f) => Number(f.slice(0, 4)));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it.each(records)('%s has a title, a date and a status', (file) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    expect(text).toMatch(/^# \S/);
    expect(text).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/m);
    expect(text).toMatch(/^- Status: (proposed|accepted|deprecated|superseded by \d{4})$/m);
  });

  it.each(records)('%s names only files that exist', (file) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const missing = namedPaths(text).filter((p) => !existsSync(path.join(root, p)));
    expect(missing).toEqual([]);
  });

  it('are all listed in the index', () => {
    const index = readFileSync(path.join(dir, 'README.md'), 'utf8');
    expect(records.filter((f) => !index.includes(`(${f})`))).toEqual([]);
  });
});
