import { randomBytes } from 'node:crypto';

// Russian letters as Latin, close to the way Russian sites spell them in addresses.
const LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  // NFKD would spell it 'No': «Новость №1» should give 'novost-1'.
  '№': ' ',
};

const MAX_BASE_LENGTH = 80;

/** 'Новые уровни: +20%!' → 'novye-urovni-20'. Empty when nothing readable is left. */
export function slugBase(title: string): string {
  const latin = [...title.normalize('NFC').toLowerCase()].map((ch) => LATIN[ch] ?? ch).join('');
  // Russian letters are mapped first: NFKD would split й into и and a breve.
  const slug = latin
    .normalize('NFKD')
    // Accents split off by NFKD go, so that 'é' is 'e' and not 'e-'.
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_BASE_LENGTH) return slug;
  // Cut at a word boundary so the address does not end in half a word.
  const cut = slug.slice(0, MAX_BASE_LENGTH);
  const lastHyphen = cut.lastIndexOf('-');
  return lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut;
}

const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A slug for a new news item: the title's Latin spelling and a random suffix, so two items with
 * one title still differ and a slug cannot be guessed from the title alone.
 */
export function newsSlug(title: string): string {
  const suffix = [...randomBytes(6)].map((b) => SUFFIX_ALPHABET[b % SUFFIX_ALPHABET.length]).join('');
  return `${slugBase(title) || 'novost'}-${suffix}`;
}
