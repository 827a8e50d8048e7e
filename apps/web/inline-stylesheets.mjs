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
// merged file, and whole it doubled the sign-in page's HTML. So the links are enabled once the page
// has loaded (src/lib/full-stylesheets.ts), and the next page finds every rule in force.
//
// Next.js compresses its answers (the `compression` middleware replaces `res.write` and `res.end`);
// the rewrite has to see the HTML before that, so it installs itself above the middleware's
// functions, as they are assigned (`aboveCompression`).
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

/**
 * The answer's `Link` header without its font preloads (next/font's, for every page). On a sign-in
 * page the text paints in the metric-matched fallback face, and a preload only shared the phone's
 * link with the HTML: Lighthouse counted the 46 kB of fonts into the LCP (decision 0038). Elsewhere
 * the preload stays, so that the signed-in pages paint in Golos without a swap (CLS 0 on `/`).
 */
export function withoutFontPreloads(res) {
  const link = res.getHeader('link');
  if (link === undefined) return;
  const kept = keptLinks(link);
  if (kept) res.setHeader('link', kept);
  else res.removeHeader('link');
}

/** A `Link` header's value without its font preloads, or null when nothing is left. */
function keptLinks(value) {
  const kept = [value]
    .flat()
    .flatMap((v) => String(v).split(/,\s*(?=<)/))
    .filter((entry) => !/;\s*as="?font"?/.test(entry));
  return kept.length ? kept.join(', ') : null;
}

/** `res.writeHead` that drops the font preloads from the headers it is given and from those set before. */
function writeHeadWithoutFontPreloads(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    withoutFontPreloads(res);
    const headers = rest.find((arg) => arg !== null && typeof arg === 'object' && !Array.isArray(arg));
    for (const name of Object.keys(headers ?? {})) {
      if (name.toLowerCase() !== 'link') continue;
      const kept = keptLinks(headers[name]);
      if (kept) headers[name] = kept;
      else Reflect.deleteProperty(headers, name);
    }
    return writeHead.call(this, status, ...rest);
  };
}

/**
 * Replaces `res[name]` for the middleware that assigns it next: the middleware reads the original
 * (it writes its output there) and assigns its own function, which `wrap` then sits above. Without
 * such a middleware (no compression) the property keeps the original and `wrap` is never used.
 */
function aboveCompression(res, name, wrap) {
  let current = res[name];
  let wrapped = null;
  Object.defineProperty(res, name, {
    configurable: true,
    enumerable: true,
    get: () => wrapped ?? current,
    set: (fn) => {
      current = fn;
      wrapped = wrap((...args) => current.apply(res, args));
    },
  });
}

/** Splits `end`'s and `write`'s optional (chunk, encoding, callback) arguments. */
function chunkArgs(args) {
  const callback = typeof args.at(-1) === 'function' ? args.at(-1) : undefined;
  const [chunk, encoding] = callback ? args.slice(0, -1) : args;
  return { chunk, encoding: typeof encoding === 'string' ? encoding : undefined, callback };
}
const toLatin1 = (chunk, encoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8').toString('latin1') : Buffer.from(chunk).toString('latin1');

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
 * Rewrites the HTML answers of `pathnames` (GET, exact paths): the head's stylesheets inlined and
 * the font preloads dropped. The head is held back until it is complete (React writes it in its
 * first chunk), rewritten, and sent on; the rest passes through.
 */
export function stylesheetInliner(distDir, pathnames) {
  const sheets = readStylesheets(distDir);
  // Each page's copies, cut to the rules it can use (stylesheet-pruning.mjs), made here at the
  // server's start (≈ 150 ms a page) rather than in a member's first request.
  const pageSheets = new Map(pathnames.map((pathname) => [pathname, prunedFor(distDir, pathname, sheets)]));
  return (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method !== 'GET' || !pageSheets.has(pathname)) return;
    let state = 'start'; // 'start' → 'head' (holding) → 'through'
    let held = '';
    writeHeadWithoutFontPreloads(res);
    const isHtml = () => String(res.getHeader('content-type') ?? '').startsWith('text/html');
    const begin = () => {
      if (state !== 'start') return;
      state = isHtml() ? 'head' : 'through';
      // The rewritten head is longer than the one Next.js may have measured.
      if (state === 'head' && !res.headersSent) res.removeHeader('content-length');
    };
    const release = () => {
      state = 'through';
      const out = Buffer.from(inlineHeadStylesheets(held, pageSheets.get(pathname)), 'latin1');
      held = '';
      return out;
    };
    aboveCompression(res, 'write', (write) => (...args) => {
      const { chunk, encoding, callback } = chunkArgs(args);
      begin();
      if (state === 'through') return write(...args);
      held += toLatin1(chunk, encoding);
      if (!held.includes(HEAD_END)) {
        if (callback) process.nextTick(callback);
        return true;
      }
      return callback ? write(release(), callback) : write(release());
    });
    aboveCompression(res, 'end', (end) => (...args) => {
      const { chunk, encoding, callback } = chunkArgs(args);
      begin();
      if (state !== 'head') return end(...args);
      if (chunk !== undefined && chunk !== null) held += toLatin1(chunk, encoding);
      return callback ? end(release(), callback) : end(release());
    });
  };
}
