// A supervisor's message reaches their agents as a notification, by push too (docs/product.md §12h), so
// it carries no address of a site: the programme's rule of every text a member receives
// (`outsideLinkIn`: a scheme, `www.`, an IPv4 address, a domain with a Latin, punycode or Cyrillic
// top-level domain, t.me/… among them) with one difference: the domain of an e-mail address counts too —
// a supervisor's own contact for the team is their phone, and a mailbox is a site's address to follow.
// A person who wants a link through writes it so that a phone still reads it: these disguises are
// undone before the rule looks.
import { outsideLinkIn } from '@cabinet/contracts';

/** The top-level domains a spaced or spelt-out dot is looked for before. */
const COMMON_TLDS = 'ru|com|рф|su|net|org|me|io|info|pro|рус|online|site|xyz|ly';

/** Characters that show nothing (a word split by them reads whole) and dots that are not «.». */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]/gu;
const DOT_LOOKALIKES = /[\u2024\u3002\uFF0E\uFF61\uFE52]/gu;
/** «example[.]com», «example (dot) com», «пример(точка)рф». */
const BRACKETED_DOT = /\s*[[({<]\s*(?:\.|dot|точка|тчк)\s*[\])}>]\s*/giu;
/** «example . com», «t. me/…», «example dot com», «пример точка рф» — before a common top-level domain only. */
const SPACED_DOT = new RegExp(String.raw`\s*(?:\.|\s(?:dot|точка|тчк))\s*(?=(?:${COMMON_TLDS})(?![\p{L}\p{N}_-]))`, 'giu');

/** Cyrillic letters drawn like Latin ones: «example.сом» with a Cyrillic «с», «о», «м» is still .com. */
const LOOKALIKE_LATIN: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
};
const LATIN_TLDS = new Set(COMMON_TLDS.split('|').filter((t) => /^[a-z]+$/.test(t)));
const DOMAIN_END = /([\p{L}\p{N}-]\.)(\p{L}{2,24})(?![\p{L}\p{N}])/gu;

/**
 * A top-level domain written with Cyrillic look-alikes, in Latin letters: a mixed one («cоm» with a
 * Cyrillic «о») whenever every letter maps, an all-Cyrillic one only when it spells a common domain —
 * «рф» is a domain of its own, and «Молодцы.Так» is a sentence without its space.
 */
function latinTld(tld: string): string {
  const lower = tld.toLowerCase();
  const mapped = [...lower].map((ch) => LOOKALIKE_LATIN[ch] ?? ch).join('');
  if (!/^[a-z]+$/.test(mapped)) return tld;
  return /[a-z]/.test(lower) || LATIN_TLDS.has(mapped) ? mapped : tld;
}

/** The text as a phone would link it: disguised dots and invisible characters undone, an e-mail's domain bare. */
function undisguised(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/@/gu, ' ')
    .replace(DOT_LOOKALIKES, '.')
    .replace(BRACKETED_DOT, '.')
    .replace(SPACED_DOT, '.')
    .replace(DOMAIN_END, (_, head: string, tld: string) => head + latinTld(tld));
}

/** The first address of a site in a message to the team, as written or disguised; null when there is none. */
export function linkInTeamMessage(text: string): string | null {
  return outsideLinkIn(text) ?? outsideLinkIn(undisguised(text));
}
