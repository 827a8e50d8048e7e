import MarkdownIt from 'markdown-it';
import { sanitizeNewsHtml } from './sanitize-news-html.js';

// CommonMark with links found in plain text and Russian typography («ёлочки» and „лапки“, dashes
// from -- and ---). Raw HTML is let through to the sanitiser, which is the one gate of what members
// receive (decision 0005): items written before the editor are HTML and stay editable as they are.
const markdown = new MarkdownIt({ html: true, linkify: true, typographer: true, breaks: false }).set({ quotes: '«»„“' });

/** The HTML members read for a news item's Markdown: rendered, then sanitised like any news HTML. */
export function renderNewsMarkdown(source: string): string {
  // A paragraph whose whole content the sanitiser removed (a script, a foreign image) would only be
  // an empty gap in the text.
  return sanitizeNewsHtml(markdown.render(source)).replace(/<p>\s*<\/p>\n?/g, '');
}
