// What the app server changes in Next.js's HTML pages on their way out: every page's scripts start
// after its first paint (scripts-after-paint.mjs); the pages a member or an operator opens first,
// with nothing cached, carry their stylesheets and paint without waiting for fonts
// (inline-stylesheets.mjs). Decisions 0023 and 0038.
import { chain, transformHtmlAnswer } from './html-answer.mjs';
import { headStylesheets, readStylesheets, writeHeadWithoutFontPreloads } from './inline-stylesheets.mjs';
import { scriptsAfterPaint } from './scripts-after-paint.mjs';

/**
 * @param {string} distDir the build (`.next`)
 * @param {readonly string[]} firstPages exact paths whose stylesheets are inlined
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function pageRewriter(distDir, firstPages) {
  const sheets = readStylesheets(distDir);
  const first = new Set(firstPages);
  return (req, res) => {
    if (req.method !== 'GET') return;
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (first.has(pathname)) {
      writeHeadWithoutFontPreloads(res);
      transformHtmlAnswer(res, chain(headStylesheets(sheets), scriptsAfterPaint()));
    } else {
      transformHtmlAnswer(res, scriptsAfterPaint());
    }
  };
}
