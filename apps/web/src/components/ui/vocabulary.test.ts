// The primitives are used, not copied (docs/web.md «Primitives»): outside components/ui no element
// takes the classes of a button, a card, a stack or a row of buttons by hand — a string or a template
// that names them is a copy of Button, ButtonLink, Card, Stack or ButtonRow.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PRIMITIVE_CLASS = /^(button|button-[a-z-]+|card|card-title|card-head|stack)$/;

function* components(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path.relative(src, full) !== path.join('components', 'ui')) yield* components(full);
    } else if (entry.name.endsWith('.tsx')) yield full;
  }
}

describe('the primitives of components/ui', () => {
  it('are the only place that names their classes', () => {
    const problems: string[] = [];
    for (const file of components(src)) {
      const code = readFileSync(file, 'utf8');
      // className="…", className={`…`} and className={'…'}: every class they write outright.
      for (const match of code.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\}|\{'([^']*)'\})/g)) {
        const written = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, ' ');
        for (const name of written.split(/\s+/))
          if (PRIMITIVE_CLASS.test(name))
            problems.push(`${path.relative(src, file)}:${code.slice(0, match.index).split('\n').length}: ${name}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
