// What the app server changes in Next.js's HTML pages on their way out: every page's scripts start
// after its first paint and its fonts come from the cache only (scripts-after-paint.mjs, decision
// 0039); the pages a member or an operator opens first, with nothing cached, carry their
// stylesheets (inline-stylesheets.mjs, decision 0023).
import { chain, transformHtmlAnswer } from './html-answer.mjs';
import { headStylesheets, pagesStylesheets, readStylesheets } from './inline-stylesheets.mjs';
import { fontFaceFiles, scriptsAfterPaint } from './scripts-after-paint.mjs';

/**
 * @param {string} distDir the build (`.next`)
 * @param {readonly string[]} firstPages exact paths whose stylesheets are inlined
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function pageRewriter(distDir, firstPages) {
  const sheets = pagesStylesheets(distDir, firstPages);
  const faces = fontFaceFiles(readStylesheets(distDir));
  return (req, res) => {
    if (req.method !== 'GET') return;
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const scripts = scriptsAfterPaint(faces);
    const pageSheets = sheets.get(pathname);
    transformHtmlAnswer(res, pageSheets ? chain(headStylesheets(pageSheets), scripts) : scripts);
  };
}
