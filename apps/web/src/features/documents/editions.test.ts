import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEGAL_KINDS, SHIPPED_EDITIONS } from '@cabinet/contracts';
import { LEGAL_TEXTS, PLACEHOLDER_CONTEXT } from './editions';

// The back office publishes what the cabinet shows: the contracts name each text's edition and hash,
// and a change of a text fails here until they are written again.
const file = new URL('../../../../../packages/contracts/src/legal/shipped-editions.ts', import.meta.url);

function shipped() {
  return Object.fromEntries(
    LEGAL_KINDS.map((kind) => {
      const doc = LEGAL_TEXTS[kind](PLACEHOLDER_CONTEXT);
      return [kind, { edition: doc.edition, sha256: createHash('sha256').update(JSON.stringify(doc)).digest('hex') }];
    }),
  );
}

describe('the shipped editions', () => {
  it('are the texts the cabinet shows, edition and hash', () => {
    const expected = shipped();
    const text = readFileSync(file, 'utf8');
    const body = LEGAL_KINDS.map(
      (kind) => `  ${kind}: { edition: '${expected[kind]!.edition}', sha256: '${expected[kind]!.sha256}' },`,
    ).join('\n');
    const written = text.replace(/(= \{\n)[\s\S]*?(\n\};)/, `$1${body}$2`);
    if (process.env.UPDATE_DOCS === '1' && written !== text) writeFileSync(file, written);
    expect(SHIPPED_EDITIONS, 'a text changed: give it a new edition date, then run UPDATE_DOCS=1 on this test').toEqual(expected);
  });

  it('change with the text: another edition has another hash', () => {
    const doc = LEGAL_TEXTS.rules(PLACEHOLDER_CONTEXT);
    const other = { ...doc, intro: [...doc.intro, { type: 'p' as const, text: ['Новый пункт.'] }] };
    expect(createHash('sha256').update(JSON.stringify(other)).digest('hex')).not.toBe(SHIPPED_EDITIONS.rules.sha256);
  });
});
