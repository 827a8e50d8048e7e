// The rule of every text a member receives from the programme — a notification's title and body
// (which also go by push and SMS), an important news item's title (its push), the sign-in SMS
// template, an operator's reason that a notification quotes: no address of another site. A phone
// makes `example.ru/x` in an SMS a link, and a message from the programme is trusted, so an outside
// address there is phishing. A message leads only to a page of the cabinet, by its link field
// (`isCabinetLink`), never by an address in its text. E-mail addresses and cabinet paths such as
// `/news/12` are not web addresses and pass.

// An address with a scheme (`https://`, `ftp://` …) wherever it starts; and one without: `www.`, an
// IPv4 address, or a domain name — labels and a top-level domain of Latin letters (or punycode, or a
// Cyrillic one a phone links) — where a word starts, not after `@`. That start is matched (group 1)
// rather than looked behind at: Safari before 16.4 cannot compile a lookbehind, and web forms load
// this module.
const SCHEME_RE = /[a-z][a-z0-9+.-]*:\/\/\S*/iu;
const BARE_RE = new RegExp(
  String.raw`(^|[^\p{L}\p{N}_@.-])(` +
    [
      String.raw`www\.\S*`,
      String.raw`\d{1,3}(?:\.\d{1,3}){3}(?![\p{N}.]\p{N})(?::\d+)?(?:\/\S*)?`,
      String.raw`(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59}|рф|рус|онлайн|сайт|орг|ком|дети)(?![\p{L}\p{N}_-])(?::\d+)?(?:\/\S*)?`,
    ].join('|') +
    ')',
  'iu',
);

/** The first outside address in `text` (without the punctuation that ends its sentence), or null. */
export function outsideLinkIn(text: string): string | null {
  const scheme = SCHEME_RE.exec(text);
  const bare = BARE_RE.exec(text);
  const bareAt = bare ? bare.index + bare[1]!.length : Infinity;
  const found = scheme && scheme.index <= bareAt ? scheme[0] : bare?.[2];
  if (!found) return null;
  const link = found.replace(/[.,;:!?…)»"'\]]+$/u, '');
  return link.length > 60 ? `${link.slice(0, 59)}…` : link;
}

/** The refusal of a text with an outside address, naming it. */
export function outsideLinkText(link: string): string {
  return `В тексте есть адрес другого сайта (${link}): сообщения участникам ведут только на страницы кабинета`;
}

/** For a zod check of a text field: `z.refine(hasNoOutsideLink, { error: outsideLinkIssue })`. */
export function hasNoOutsideLink(text: string): boolean {
  return outsideLinkIn(text) === null;
}

export function outsideLinkIssue(issue: { input?: unknown }): string {
  return outsideLinkText(outsideLinkIn(typeof issue.input === 'string' ? issue.input : '') ?? '');
}
