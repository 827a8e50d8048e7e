// A count written before a word by hand (`${n} договоров`) is wrong for some n («2 договоров»,
// «21 символов»): every count a text shows goes through `countRu` or `pluralRu`. This test reads
// the source of the API, the web app and the contracts and names each line that does otherwise.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const DIRS = ['apps/api/src', 'apps/web/src', 'packages/contracts/src'];
/** Nouns that follow a count; the pattern catches `${x} word` and `${x}\u00a0word`. */
const NOUNS =
  'договор|заявк|заявок|операци|строк|участник|дн[яеи]|дней|час|минут|секунд|символ|номер|уровн|уведомлени|месяц|попыт|цифр|лиг|раз\\b|файл|лет\\b';
/** A placeholder that is not itself a count with its word (countRu, pluralRu, the documents' countOf). */
const HAND_MADE = new RegExp(`\\$\\{(?!countRu|pluralRu|countOf)[^{}]+\\}(?: |\\\\u00a0|\\u00a0)(?:${NOUNS})`, 'u');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('node_modules'))
    .map((f) => path.join(dir, f));
}

describe('counts in texts', () => {
  it('go through countRu or pluralRu, never a word written after ${n} by hand', () => {
    const found: string[] = [];
    for (const file of DIRS.flatMap(sourceFiles)) {
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (HAND_MADE.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
