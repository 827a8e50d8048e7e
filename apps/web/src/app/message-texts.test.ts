// The typography of every text a member or an operator reads, checked where the texts are written:
// no '...' (the product writes '…'), no doubled punctuation ('100 б..'), no space before a mark,
// amounts and their unit joined by a no-break space, and «ё» wherever the product writes it. Two
// passes: every string literal of the web app, the API and the contracts (source text, so nothing
// escapes for not being exported), and every message template of the web app called with sample
// values (a template that ends '${amount}.' doubles the point of 'б.'). It lives in app/, the one
// layer that may read every feature's texts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCES = ['apps/web/src', 'apps/api/src', 'packages/contracts/src'];
/**
 * The web app's texts modules (docs/web.md «Texts»): a feature's `texts.ts` (and the `*-texts.ts` of a
 * part that loads in a chunk of its own), a shared component's `texts.ts`, the shared ones of lib/texts.
 */
const TEXT_MODULE = /^(?:texts|[a-z-]+-texts)\.ts$/;

/**
 * Words the product writes with «ё», as whole words; the same word with «е» is a slip. (Only whole
 * words: 'подтверждён' but 'подтверждены', 'отменён' but 'отменена' — the stress moves.)
 */
const YO_WORDS = [
  'ещё',
  'её',
  'всё-таки',
  'идёт',
  'придёт',
  'пришёл',
  'учёт',
  'учётная',
  'учётной',
  'учётную',
  'учётные',
  'учётных',
  'счёт',
  'расчёт',
  'отчёт',
  'отменён',
  'подтверждён',
  'отклонён',
  'сохранён',
  'получён',
  'перечислён',
  'истёк',
  'вернётся',
  'вернёт',
  'начнёт',
  'принесёт',
  'перестаёт',
  'даёт',
  'ждёт',
  'объём',
];

/** Files whose Russian strings are not texts of ours: spellings an import file may use, matched as typed. */
const NOT_TEXTS = new Set(['apps/api/src/features/contract-intake/status-spellings.ts']);

const CYRILLIC = /[\u0400-\u04FF]/;

/** What is wrong with one text, as short labels ('' → nothing). */
function typographyProblems(text: string): string[] {
  const problems: string[] = [];
  if (text.includes('...')) problems.push('"..." instead of "…"');
  if (/(?<!\.)\.\.(?!\.)/.test(text)) problems.push('doubled full stop');
  // 'б.,' and 'пр.,' are an abbreviation's point and a comma: only marks that cannot follow one another.
  if (/,,|;;|::|!!|\?\?|[,;:][,;:.]/.test(text)) problems.push('doubled punctuation');
  if (/[^\S\n][,.;:!?…](?![\d.])/.test(text)) problems.push('a space before a punctuation mark');
  if (/\d (?:б\.|₽)/.test(text)) problems.push('an amount broken from its unit (a plain space, not a no-break one)');
  if (/(?<![\d.,])\d{1,3} \d{3}(?![\d])/.test(text)) problems.push('thousands separated by a plain space');
  const lower = text.toLowerCase();
  for (const word of YO_WORDS) {
    const withYe = word.replaceAll('ё', 'е');
    if (new RegExp(`(?<![\\u0400-\\u04FF-])${withYe}(?![\\u0400-\\u04FF-])`).test(lower))
      problems.push(`«${withYe}» instead of «${word}»`);
  }
  return problems;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** The source without its comments (kept as blank lines, so line numbers hold); URLs in strings survive. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/.*$/gm, (comment) => comment.replace(/[^\n]/g, ''));
}

/** Every string literal with Russian in it, interpolations replaced by a neutral word. */
function russianLiterals(source: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  const code = withoutComments(source);
  const literal = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
  for (const match of code.matchAll(literal)) {
    const raw = match[1] ?? match[2] ?? match[3] ?? '';
    // Russian texts, not the patterns that look for them (regular expressions written as strings).
    if (!CYRILLIC.test(raw) || /\\[dpsu]/.test(raw.replace(/\\u00a0/g, ''))) continue;
    const text = raw
      // An amount formatted into a text ends in «б.»: a full stop right after it would double it.
      .replace(/\$\{([^}]*)\}/g, (_, expr: string) => (/\bformat(?:Signed)?Points\(/.test(expr) ? '100\u00a0б.' : 'слово'))
      .replace(/\\u00a0/g, '\u00a0')
      .replace(/\\n/g, '\n');
    found.push({ line: code.slice(0, match.index).split('\n').length, text });
  }
  return found;
}

/**
 * A sample value for a template's parameter, by its name, ending the way real values end: an
 * amount with 'б.' (formatPoints), a free text with its own full stop; anything else a number.
 */
function sampleFor(parameter: string): unknown {
  if (/amount|^min$|^max$|sum|reward|points|prize|total|balance|debt|threshold/i.test(parameter)) return '100\u00a0б.';
  if (/reason|comment|text|message|note/i.test(parameter)) return 'Причина указана.';
  return 5;
}

/** The parameter names of a function, from its source ('(min) => …', 'function (a, b) {…}'). */
function parameterNames(fn: (...args: never[]) => unknown): string[] {
  const head = /^[^(]*\(([^)]*)\)|^\s*([\w$]+)\s*=>/.exec(fn.toString());
  const list = head?.[1] ?? head?.[2] ?? '';
  return list
    .split(',')
    .map((p) => p.replace(/[=:].*$/s, '').trim())
    .filter(Boolean);
}

/** Every string of a messages module, each template filled in with sample values, as [name, text]. */
function* texts(value: unknown, name: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [name, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* texts(v, `${name}[${i}]`);
  else if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    const names = parameterNames(fn);
    try {
      yield* texts(fn(...(names.length ? names.map(sampleFor) : [5])), `${name}()`);
    } catch {
      // a template that takes an object or a list: its parts are checked as source text
    }
  } else if (value && typeof value === 'object') for (const [key, v] of Object.entries(value)) yield* texts(v, `${name}.${key}`);
}

describe('the texts of the product', () => {
  it('are typographically clean in every source file', () => {
    const problems: string[] = [];
    for (const dir of SOURCES) {
      for (const file of sourceFiles(path.join(root, dir))) {
        if (NOT_TEXTS.has(path.relative(root, file))) continue;
        for (const { line, text } of russianLiterals(readFileSync(file, 'utf8'))) {
          for (const problem of typographyProblems(text))
            problems.push(`${path.relative(root, file)}:${line}: ${problem}: ${text.slice(0, 80)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('put no full stop after an amount written into the markup', () => {
    const problems: string[] = [];
    for (const file of sourceFiles(path.join(root, 'apps/web/src'))) {
      if (!file.endsWith('.tsx')) continue;
      const code = withoutComments(readFileSync(file, 'utf8'));
      for (const match of code.matchAll(/\{\s*format(?:Signed)?Points\([^{}]*\)\s*\}\./g))
        problems.push(`${path.relative(root, file)}:${code.slice(0, match.index).split('\n').length}: «б.» then a full stop`);
    }
    expect(problems).toEqual([]);
  });

  it('stay clean when the message templates are filled in', async () => {
    const modules: Record<string, unknown> = {};
    // Every texts module, found by its name: a new one is checked without being listed here.
    for (const dir of ['features', 'components', 'lib']) {
      for (const file of sourceFiles(path.join(root, 'apps/web/src', dir))) {
        const shared = file.includes(`${path.sep}lib${path.sep}texts${path.sep}`);
        if (shared || TEXT_MODULE.test(path.basename(file))) modules[path.relative(root, file)] = await import(file);
      }
    }
    expect(Object.keys(modules)).toContain('apps/web/src/lib/texts/common.ts');
    const problems: string[] = [];
    for (const [name, module] of Object.entries(modules)) {
      for (const [where, text] of texts(module, name)) {
        for (const problem of typographyProblems(text)) problems.push(`${where}: ${problem}: ${text.slice(0, 80)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('catch what they are meant to catch', () => {
    expect(typographyProblems('Минимум 100\u00a0б.. 1\u00a0б. = 1\u00a0₽')).toContain('doubled full stop');
    expect(typographyProblems('Идет проверка...')).toEqual(['"..." instead of "…"', '«идет» instead of «идёт»']);
    expect(typographyProblems('Минимум 100 б.')).toEqual(['an amount broken from its unit (a plain space, not a no-break one)']);
    expect(typographyProblems('Всего 1 000')).toEqual(['thousands separated by a plain space']);
    expect(typographyProblems('Готово , спасибо')).toEqual(['a space before a punctuation mark']);
    expect(typographyProblems('Идёт проверка… Минимум 100\u00a0б. (1\u00a0б. = 1\u00a0₽), всё.')).toEqual([]);
  });
});
