// Where a line of Russian text must not break. Amounts we format ourselves carry no-break spaces
// (lib/format.ts), but texts written by the API (history lines, notifications) and by our own
// templates also hold phone numbers, contract numbers and ordinals that a narrow screen would
// otherwise split: '+7 (900) 123-45-67' after '+7', 'АД-2026-002233' after a hyphen, '3-м' into
// '3-' and 'м', 'Мбит/с' after its slash. Such runs are kept whole; the text around them wraps as usual.

interface TextPart {
  text: string;
  /** True for a run that must stay on one line. */
  keep: boolean;
}

const SPACE = '[ \\u00a0]';
/**
 * A letter of the texts the cabinet shows: Latin (with its accented forms) and Cyrillic. Not `\p{L}`:
 * a Unicode property class costs the page's scripts ≈ 9 ms on this machine to compile at its first
 * use (a phone's four times that, in the task that renders the first such text; docs/performance.md).
 */
const LETTER = 'A-Za-z\\u00C0-\\u024F\\u0400-\\u04FF';
const UNBREAKABLE = new RegExp(
  [
    // A Russian phone number as formatPhone writes it.
    `\\+7${SPACE}\\(\\d{3}\\)${SPACE}\\d{3}-\\d{2}-\\d{2}`,
    // '№ 8', '№ АД-2026-002233': the sign and what it numbers.
    `№${SPACE}?[${LETTER}\\d]+(?:[-–][${LETTER}\\d]+)*`,
    // An amount with its unit, in case a text was written with ordinary spaces: '1 000 б.', '−500 б.'.
    `[−+-]?\\d{1,3}(?:${SPACE}\\d{3})*(?:,\\d+)?${SPACE}(?:б\\.|₽)`,
    // A unit written with a slash: 'Мбит/с', 'км/ч'.
    `[${LETTER}]{1,6}/[${LETTER}]{1,3}(?![${LETTER}/])`,
    // Words joined by hyphens or dashes: kept whole only when they hold a digit (checked below).
    `[${LETTER}\\d]+(?:[-–][${LETTER}\\d]+)+`,
  ].join('|'),
  'g',
);

/** Splits `text` into the runs that must stay on one line and the rest, in order; joined they give `text` back. */
export function splitUnbreakable(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(UNBREAKABLE)) {
    const run = match[0];
    // 'северо-западный' may break at its hyphen like any word; 'АД-2026', '3-м' and 'Мбит/с' may not.
    if (!/\d|\//.test(run)) continue;
    const at = match.index;
    if (at > last) parts.push({ text: text.slice(last, at), keep: false });
    parts.push({ text: run, keep: true });
    last = at + run.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), keep: false });
  return parts;
}
