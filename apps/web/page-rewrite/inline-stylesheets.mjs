// The sign-in pages carry their stylesheets in the HTML. A stylesheet in <head> holds the first paint
// until it has arrived: on a phone's network that is one more round trip after the HTML, the
// largest part of the sign-in page's LCP (docs/performance.md, decision 0023). These pages are the
// first a member opens, with nothing cached, so the bytes are paid once either way.
//
// Next.js's own `experimental.inlineCss` does it for every page and writes each stylesheet twice (in
// a <style> and again in the page's inlined RSC data), without the CSP nonce. Here, for the pages
// named, each `<link rel="stylesheet">` React wrote in <head> gets a `<style nonce>` with the file's
// text before it, and itself gets `disabled`: it no longer holds the paint and is neither fetched
// nor parsed a second time (as `media="print"` it was, and that parse cost the page ~100 ms of
// Lighthouse's blocking time), while React, which looks its stylesheets up by that link, neither
// inserts it again nor waits for it on hydration or on a later navigation.
//
// Each page's copy holds only the rules it can use (stylesheet-pruning.mjs): the app's CSS is one
// merged file, and whole it doubled the sign-in page's HTML. So the links are enabled at the member's
// first input on the page (src/lib/full-stylesheets.ts), and the next page finds every rule in force.
//
// The rewrite is a transform of the streamed answer (html-answer.mjs, page-rewrite.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pruneStylesheet, routeTokens } from './stylesheet-pruning.mjs';

const CHUNKS = '/_next/static/chunks/';
/** A stylesheet link as React writes it for Next.js's CSS (render-css-resource.js): nonce optional. */
const LINK = /<link rel="stylesheet" href="(\/_next\/static\/chunks\/[^"?#]+\.css)"((?: nonce="[^"]*")?)([^>]*?)\/>/g;
/** url(…) references relative to the stylesheet's own address; data:, absolute and fragment ones are left alone. */
const RELATIVE_URL = /url\((['"]?)(?![a-z][a-z0-9+.-]*:|\/|#)([^'")]+)\1\)/gi;
const HEAD_END = '</head>';

/**
 * Every stylesheet of the build, by the address the page links it from, its relative url()s made
 * absolute (in the page they would resolve against the page's address). Latin-1 strings: the bytes
 * of the files and of the HTML pass through unchanged.
 */
export function readStylesheets(distDir) {
  const sheets = new Map();
  const root = path.join(distDir, 'static/chunks');
  const walk = (sub) => {
    for (const entry of readdirSync(path.join(root, sub), { withFileTypes: true })) {
      const rel = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (rel.endsWith('.css')) {
        const href = CHUNKS + rel;
        const css = readFileSync(path.join(root, rel), 'latin1');
        // A stylesheet that closes the element it would be written in is left as a link.
        if (!/<\/style/i.test(css)) sheets.set(href, rebaseUrls(css, href));
      }
    }
  };
  walk('');
  return sheets;
}

function rebaseUrls(css, href) {
  return css.replace(RELATIVE_URL, (_, quote, url) => `url(${quote}${new URL(url, `http://x${href}`).pathname}${quote})`);
}

/** The head's stylesheet links, each preceded by its text in a <style> with the link's nonce (`html` in Latin-1, as `sheets`). */
export function inlineHeadStylesheets(html, sheets) {
  return html.replace(LINK, (tag, href, nonce, rest) => {
    const css = sheets.get(href);
    if (css === undefined) return tag;
    return `<style${nonce}>${css}</style><link rel="stylesheet" href="${href}"${nonce}${rest} disabled=""/>`;
  });
}

/** `sheets` cut to the rules the page at `pathname` can use; whole when its build cannot be read. */
function prunedFor(distDir, pathname, sheets) {
  try {
    const tokens = routeTokens(distDir, pathname);
    if (tokens) return new Map([...sheets].map(([href, css]) => [href, pruneStylesheet(css, tokens)]));
  } catch (err) {
    console.error(`${pathname} carries its stylesheets whole: its build could not be read:`, err.message);
  }
  return sheets;
}

/**
 * Each of `pathnames`' copies of the stylesheets, cut to the rules the page can use
 * (stylesheet-pruning.mjs): made at the server's start (≈ 150 ms a page) rather than in a member's
 * first request.
 * @param {string} distDir the build (`.next`)
 * @param {readonly string[]} pathnames exact paths
 * @returns {Map<string, Map<string, string>>}
 */
export function pagesStylesheets(distDir, pathnames) {
  const sheets = readStylesheets(distDir);
  return new Map(pathnames.map((pathname) => [pathname, prunedFor(distDir, pathname, sheets)]));
}

/**
 * The transform (html-answer.mjs) that inlines the head's stylesheets: the head is held back until it
 * is complete (React writes it in its first chunk), rewritten, and sent on; the rest passes through.
 * @param {Map<string, string>} sheets the page's (pagesStylesheets)
 * @returns {import('./html-answer.mjs').HtmlTransform}
 */
export function headStylesheets(sheets) {
  let held = '';
  let done = false;
  const release = () => {
    done = true;
    const out = inlineHeadStylesheets(held, sheets);
    held = '';
    return out;
  };
  return {
    write(text) {
      if (done) return text;
      held += text;
      return held.includes(HEAD_END) ? release() : '';
    },
    end: () => (done ? '' : release()),
  };
}
