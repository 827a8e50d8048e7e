// Texts of the programme's documents and of the help as data: sections of blocks (paragraphs, lists,
// tables) whose words are plain strings or links. The components only render; everything a test
// can check (numbering, contents, anchors, empty parts) is a pure function here.
import { formatLongDate } from '@/lib/format';

/** A link inside a text: a cabinet route ('/rules#taxes'), an anchor ('#rights') or 'mailto:'. */
export interface TextLink {
  text: string;
  href: string;
}

type Inline = string | TextLink;

/** The words of one paragraph or list item. */
export type Rich = readonly Inline[];

export type Block =
  /** A paragraph; in a legal document it is a numbered clause ('7.3.'). */
  | { type: 'p'; text: Rich }
  | { type: 'list'; items: readonly Rich[] }
  | { type: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] };

interface LegalSection {
  /** The anchor of the section: latin letters, digits and hyphens, unique in its document. */
  id: string;
  title: string;
  blocks: readonly Block[];
}

export interface LegalDocumentText {
  /** The date of this edition, YYYY-MM-DD. */
  edition: string;
  /** Unnumbered paragraphs before the first section. */
  intro: readonly Block[];
  sections: readonly LegalSection[];
}

/** What the texts take from the configuration: PRODUCT_NAME and SUPPORT_EMAIL. */
export interface TextContext {
  productName: string;
  supportEmail: string;
}

// Builders keep the text modules readable.

export const p = (...text: Inline[]): Block => ({ type: 'p', text });

/** A list; an item is a string or the parts of a sentence with links. */
export const list = (...items: (string | Rich)[]): Block => ({
  type: 'list',
  items: items.map((item) => (typeof item === 'string' ? [item] : item)),
});

export const table = (caption: string, head: readonly string[], rows: readonly (readonly string[])[]): Block => ({
  type: 'table',
  caption,
  head,
  rows,
});

export const link = (text: string, href: string): TextLink => ({ text, href });

export const emailLink = (email: string): TextLink => link(email, `mailto:${email}`);

/** Where a reference to a section puts the section's number: sectionRef('в разделе {n}', 'taxes'). */
const SECTION_NUMBER = '{n}';

/** A link to a section of the same document; numberSectionRefs fills in its number. */
export const sectionRef = (text: string, id: string): TextLink => link(text, `#${id}`);

/** Spec §9 "Support contact e-mail: {email}", as every page shows it. */
const SUPPORT_LINE_LABEL = 'Почта поддержки:';

export const supportLine = (email: string): Rich => [`${SUPPORT_LINE_LABEL} `, emailLink(email)];

// Pure helpers.

export function plainText(text: Rich): string {
  return text.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}

/** '3. Сроки хранения' — the heading of the section at `index` (from 0). */
export function sectionHeading(index: number, title: string): string {
  return `${index + 1}. ${title}`;
}

/**
 * The clause numbers of a section's blocks: paragraphs are '3.1.', '3.2.'…; lists and tables
 * belong to the clause before them and get null.
 */
export function clauseNumbers(sectionIndex: number, blocks: readonly Block[]): (string | null)[] {
  let clause = 0;
  return blocks.map((block) => (block.type === 'p' ? `${sectionIndex + 1}.${++clause}.` : null));
}

interface TocEntry {
  id: string;
  href: string;
  label: string;
}

export function tableOfContents(doc: LegalDocumentText): TocEntry[] {
  return doc.sections.map((section, i) => ({ id: section.id, href: `#${section.id}`, label: sectionHeading(i, section.title) }));
}

/** '2025-01-15' → '15 января 2025 г.' (noon UTC is that same day in Moscow). */
export function formatEditionDate(isoDate: string): string {
  const text = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? formatLongDate(`${isoDate}T12:00:00Z`) : '';
  if (text === '') throw new Error(`not a date: ${isoDate}`);
  return text;
}

export const ANCHOR_RE = /^[a-z][a-z0-9-]*$/;

/** Every text of a list of blocks, for checks and searches. */
export function blockTexts(block: Block): string[] {
  switch (block.type) {
    case 'p':
      return [plainText(block.text)];
    case 'list':
      return block.items.map(plainText);
    case 'table':
      return [block.caption, ...block.head, ...block.rows.flat()];
  }
}

export function blockLinks(block: Block): TextLink[] {
  const parts = block.type === 'p' ? block.text : block.type === 'list' ? block.items.flat() : [];
  return parts.filter((part): part is TextLink => typeof part !== 'string');
}

/** Problems of a list of blocks: empty paragraphs, lists or tables, ragged table rows, empty links. */
export function blockProblems(blocks: readonly Block[], where: string): string[] {
  const problems: string[] = [];
  if (blocks.length === 0) problems.push(`${where}: no text`);
  blocks.forEach((block, i) => {
    const at = `${where}, block ${i + 1}`;
    if (block.type === 'list' && block.items.length === 0) problems.push(`${at}: empty list`);
    if (block.type === 'table') {
      if (block.rows.length === 0) problems.push(`${at}: table without rows`);
      if (block.rows.some((row) => row.length !== block.head.length)) problems.push(`${at}: a row does not match the header`);
    }
    if (blockTexts(block).some((text) => text.trim() === '')) problems.push(`${at}: empty text`);
    if (blockTexts(block).some((text) => text.includes(SECTION_NUMBER))) problems.push(`${at}: a section number left unfilled`);
    for (const l of blockLinks(block)) {
      if (!l.text.trim() || !/^(\/|#|mailto:)/.test(l.href)) problems.push(`${at}: bad link ${JSON.stringify(l)}`);
    }
  });
  return problems;
}

/**
 * Everything that would make a document unreadable or its contents lie: bad or repeated anchors,
 * empty sections or blocks, in-page links to sections that do not exist, a bad edition date.
 */
export function documentProblems(doc: LegalDocumentText): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  try {
    formatEditionDate(doc.edition);
  } catch {
    problems.push(`bad edition date ${doc.edition}`);
  }
  if (doc.sections.length === 0) problems.push('no sections');
  for (const section of doc.sections) {
    if (!ANCHOR_RE.test(section.id)) problems.push(`bad anchor "${section.id}"`);
    if (ids.has(section.id)) problems.push(`repeated anchor "${section.id}"`);
    ids.add(section.id);
    if (!section.title.trim()) problems.push(`section "${section.id}" has no title`);
    problems.push(...blockProblems(section.blocks, `section "${section.id}"`));
  }
  const blocks = [...doc.intro, ...doc.sections.flatMap((s) => s.blocks)];
  for (const l of blocks.flatMap(blockLinks)) {
    if (l.href.startsWith('#') && !ids.has(l.href.slice(1))) problems.push(`link to a missing section ${l.href}`);
  }
  return problems;
}

/** The document with '{n}' of its in-page references replaced by the numbers of their sections. */
export function numberSectionRefs(doc: LegalDocumentText): LegalDocumentText {
  const numbers = new Map(doc.sections.map((s, i) => [`#${s.id}`, String(i + 1)]));
  const fill = (text: Rich): Rich =>
    text.map((part) => {
      if (typeof part === 'string' || !part.text.includes(SECTION_NUMBER)) return part;
      const n = numbers.get(part.href);
      return n ? { ...part, text: part.text.replaceAll(SECTION_NUMBER, n) } : part;
    });
  const blocks = (list: readonly Block[]): Block[] =>
    list.map((block) => {
      if (block.type === 'p') return { ...block, text: fill(block.text) };
      if (block.type === 'list') return { ...block, items: block.items.map(fill) };
      return block;
    });
  return { ...doc, intro: blocks(doc.intro), sections: doc.sections.map((s) => ({ ...s, blocks: blocks(s.blocks) })) };
}

/** Whether `href` ('/rules#taxes') points at a section that `doc`, served at `route`, has. */
export function resolvesIn(href: string, route: string, doc: LegalDocumentText): boolean {
  const [path, anchor] = href.split('#');
  if (path !== route) return false;
  return anchor === undefined || doc.sections.some((s) => s.id === anchor);
}
