// Every relative link of the README and of the chapters under docs/ leads to a file that exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const documents = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

function relativeLinks(text: string): string[] {
  const links = [...text.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
  return links.filter((l) => !/^(https?:|mailto:|#)/.test(l)).map((l) => l.split('#')[0]!);
}

describe('documentation links', () => {
  it.each(documents)('%s: every relative link resolves', (doc) => {
    const text = readFileSync(path.join(root, doc), 'utf8');
    const missing = relativeLinks(text).filter((l) => !existsSync(path.resolve(path.dirname(path.join(root, doc)), l)));
    expect(missing).toEqual([]);
  });

  it('the README is a front door of at most 150 lines', () => {
    expect(readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(150);
  });
});
