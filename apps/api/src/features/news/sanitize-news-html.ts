import { NEWS_IMAGE_PATH } from '@cabinet/contracts';
import sanitizeHtml from 'sanitize-html';

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
// Only images the API itself serves: `/api/files/news/<uuid>`, nothing around it (no `..`, no query).
const OWN_IMAGE_RE = new RegExp(
  `^${NEWS_IMAGE_PATH.replace(/\//g, '\\/')}[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
);

/** An absolute http(s) or mailto URL; anything else (relative, javascript:, data:, //host) is refused. */
function isAllowedLink(href: string | undefined): boolean {
  if (!href) return false;
  try {
    // The URL parser also strips the tabs and newlines that hide `java\tscript:` from naive checks.
    return LINK_PROTOCOLS.has(new URL(href).protocol);
  } catch {
    return false;
  }
}

export function isOwnNewsImage(src: string | undefined): boolean {
  return src !== undefined && OWN_IMAGE_RE.test(src);
}

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'img', 'blockquote', 'br'],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's own heading is the title: headings in the text start one level below it.
    h1: 'h2',
    b: 'strong',
    i: 'em',
    // Links leave the cabinet in a new tab that cannot reach back through window.opener.
    a: (_tag, attribs) => ({ tagName: 'a', attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } }),
  },
  // Runs on the filtered attributes. A refused link keeps its text without the tag; a foreign
  // image goes. (Renaming refused tags in transformTags instead confuses sanitize-html's closing
  // tags, so the check lives here.)
  exclusiveFilter: (frame) => {
    if (frame.tag === 'a' && !isAllowedLink(frame.attribs.href)) return 'excludeTag';
    if (frame.tag === 'img' && !isOwnNewsImage(frame.attribs.src)) return true;
    return false;
  },
};

/**
 * The HTML of a news item as members' browsers will render it: an allow-list of text tags, links
 * to http/https/mailto only (opened in a new tab without opener), images only from our own
 * `/api/files/news/` paths. Scripts, styles, event handlers, frames and every other attribute go.
 * News is stored sanitised, so the output is served as it is.
 */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/**
 * Plain text of an HTML fragment, its spaces and line ends collapsed: for previews and titles. The
 * no-break spaces stay: they keep '500 б.' and '1 000' whole (JavaScript's `\s` would take them).
 */
export function htmlToText(html: string): string {
  // Block ends become spaces, or "…абзац.</p><p>Второй…" would run the words together.
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|div)\s*>|<br\s*\/?>/gi, '$& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
  // sanitize-html escapes text; a preview is plain text, so the entities are turned back.
  return decodeBasicEntities(text)
    .replace(/[ \t\r\n\f\v]+/g, ' ')
    .trim();
}

function decodeBasicEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
