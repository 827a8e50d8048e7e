// The tokens hold (docs/web.md «Tokens»): every width a stylesheet of the web app changes its layout
// at is one of the three breakpoints, written in the range syntax, and every font size is a step of
// the type scale. A stylesheet that brings a fourth width or a size of its own fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from './tokens';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function* stylesheets(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* stylesheets(full);
    else if (entry.name.endsWith('.css')) yield full;
  }
}

const sheets = [...stylesheets(src)].map((file) => ({
  file: path.relative(src, file),
  css: readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
}));
const tokens = readFileSync(path.join(src, 'styles/tokens.css'), 'utf8');

describe('the tokens', () => {
  it('are read by every stylesheet: the sheets are found', () => {
    expect(sheets.length).toBeGreaterThan(50);
    expect(sheets.map((s) => s.file)).toContain('app/globals.css');
  });

  it('give every @media one of the three breakpoints, in the range syntax', () => {
    const widths = new Set<number>();
    const problems: string[] = [];
    for (const { file, css } of sheets) {
      for (const [, query] of css.matchAll(/@media\s+([^{]+)\{/g)) {
        if (/(min|max)-width/.test(query!)) problems.push(`${file}: ${query!.trim()} (write (width >= N) or (width < N))`);
        for (const [, n] of query!.matchAll(/width\s*[<>]=?\s*([\d.]+)px/g)) {
          widths.add(Number(n));
          if (!Object.values(BREAKPOINTS).includes(Number(n) as never)) problems.push(`${file}: ${query!.trim()}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect([...widths].sort((a, b) => a - b)).toEqual(Object.values(BREAKPOINTS));
  });

  it('give every font size a step of the type scale', () => {
    const steps = new Set([...tokens.matchAll(/^\s*(--font-size-[\w-]+):/gm)].map((m) => m[1]));
    expect(steps.size).toBeLessThanOrEqual(8);
    const problems: string[] = [];
    for (const { file, css } of sheets) {
      if (file === 'styles/tokens.css') continue;
      for (const [, value] of css.matchAll(/font-size:\s*([^;]+);/g)) {
        const step = /^var\((--font-size-[\w-]+)\)$/.exec(value!.trim())?.[1];
        if (value!.trim() !== 'inherit' && !(step && steps.has(step))) problems.push(`${file}: font-size: ${value}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
