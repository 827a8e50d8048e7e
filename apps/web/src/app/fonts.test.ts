// Each Golos face of fonts.ts declares the characters its file holds: the file is cut to the
// ranges of scripts/font-subsets.json (scripts/vendor-assets.mjs). A range declared wider than the
// file makes the browser download the file for a character it then draws in the system font; a
// narrower one leaves characters the file holds to the system font.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import subsets from '../../scripts/font-subsets.json';

const here = path.dirname(fileURLToPath(import.meta.url));

it('declares for each cut file the characters it was cut to', () => {
  const source = readFileSync(path.join(here, 'fonts.ts'), 'utf8');
  // Each localFont({...}) call: its file and its unicode-range, in the order written.
  const faces = [
    ...source.matchAll(/localFont\(\{[\s\S]*?path: '([^']+)'[\s\S]*?prop: 'unicode-range',\s*value:\s*'([^']+)'/g),
  ].map(([, file, range]) => ({ file: path.basename(file ?? ''), range }));
  expect(faces).toEqual(subsets.subsets.map((s) => ({ file: s.file, range: s.unicodeRange })));
});
