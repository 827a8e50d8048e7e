// What the web app takes from node_modules, written where the build and the server read it; run at
// every dev start and build.
// - The ALTCHA proof-of-work worker, into public/ so that it is served from our own origin: the CSP
//   allows workers from 'self' only, and the `altcha/external` build bundles no worker.
// - The Golos Text files of src/app/fonts.ts, into generated/fonts/: @fontsource-variable's files
//   cut to the weights 400–700 (what the styles use) and to the characters of font-subsets.json
//   (docs/performance.md: the fonts were most of what a phone downloads before the first paint). fonts.ts
//   declares the same ranges (fonts.test.ts), so the browser takes every other character from the
//   system font without downloading a file that does not hold it.
//     Cyrillic: fontsource's own range (Russian, Ukrainian, Kazakh Ұ, the stress mark, №).
//     Latin: ASCII, Latin-1's signs (no-break space, « », §, °, ×) and the punctuation, spaces and
//     signs Russian text uses (– — … „ “, thin spaces, €, −). Latin-1's accented letters, which
//     fontsource keeps, are left to the system font: a third of the file for letters a Russian
//     cabinet hardly shows.
//     The rouble sign ('1 б. = 1 ₽') alone, from Latin Extended: 1 kB, loaded only where one is shown.
//   A file is rewritten only when its bytes change, so that an unchanged font does not look newer
//   than the build.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

const altchaDir = path.dirname(path.dirname(path.dirname(require.resolve('altcha/external'))));
const vendorDir = path.join(here, '..', 'public', 'vendor');
mkdirSync(vendorDir, { recursive: true });
copyFileSync(path.join(altchaDir, 'dist', 'workers', 'sha.js'), path.join(vendorDir, 'altcha-sha-worker.js'));

/** Every character of a CSS unicode-range ('U+0400-045F, U+2116'). */
function charactersOf(unicodeRange) {
  return unicodeRange
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, '').split('-'))
    .flatMap(([from, to = from]) => {
      const [a, b] = [parseInt(from, 16), parseInt(to, 16)];
      return Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i));
    })
    .join('');
}

const { weights, subsets } = JSON.parse(readFileSync(path.join(here, 'font-subsets.json'), 'utf8'));
const fontsDir = path.join(here, '..', 'generated', 'fonts');
mkdirSync(fontsDir, { recursive: true });
for (const { file, source, unicodeRange } of subsets) {
  const cut = await subsetFont(readFileSync(require.resolve(source)), charactersOf(unicodeRange), {
    targetFormat: 'woff2',
    variationAxes: { wght: weights },
  });
  const target = path.join(fontsDir, file);
  if (!existsSync(target) || !readFileSync(target).equals(cut)) writeFileSync(target, cut);
}
