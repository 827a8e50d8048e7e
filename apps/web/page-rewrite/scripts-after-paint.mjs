// Every page's scripts start after its first contentful paint, and its fonts come only from what an
// earlier page stored (decision 0039). Next.js writes the build's chunks as `<script src async>` in
// the head (and the runtime's after the page's HTML, with a preload in the head): over a fast link
// they arrive, and start evaluating, while the browser is still laying the page out, and the paint
// waits for that work; over a slow one they share the link with the HTML the paint needs. Here each such tag
// becomes an inline call of the page's loader (page-loader.js), written at the start of the head,
// which adds the script once the page has painted; the preloads go. The loader draws Golos only from
// files an earlier page stored: it is given the build's Golos faces, read from its stylesheets.
//
// The head is held until it is complete (React writes it in its first chunk): the loader takes the
// nonce of the page's own scripts. A page without one (no CSP nonce to give an inline script) is
// left as Next.js wrote it.
import { readFileSync } from 'node:fs';

/** A chunk's script tag as React writes it for Next.js (async; the nonce optional, attributes in any order). */
const SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.~-]+\.js)"([^>]*)><\/script>/g;
/** Next.js's preload of a chunk (the runtime's, fetchPriority="low"). */
const PRELOAD = /<link rel="preload" as="script"[^>]*? href="\/_next\/static\/chunks\/[\w.~-]+\.js"[^>]*\/>/g;
const NONCE = / nonce="([^"]*)"/;
const HEAD_START = /<head(?:\s[^>]*)?>/;
const HEAD_END = '</head>';
const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;
/** A face of the build's own files (next/font's), not a local() one. */
const FACE_FILE = /url\((['"]?)(\/_next\/static\/media\/[^'")]+\.woff2)\1\)/;

/** page-loader.js as it is written into pages: its comment lines and indentation left out. */
export const LOADER = readFileSync(new URL('./page-loader.js', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('//') && !line.startsWith('/* global'))
  .join('\n');

const attr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** JSON inside a <script>: nothing in it may end the element. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * @typedef {{ url: string, weight: string, style: string, range: string }} FontFaceFile
 */

/**
 * The build's font faces served from its own files (next/font's Golos), from its stylesheets (as
 * readStylesheets gives them, addresses absolute): what the loader stores and draws.
 * @param {ReadonlyMap<string, string>} sheets
 * @returns {FontFaceFile[]}
 */
export function fontFaceFiles(sheets) {
  /** @type {FontFaceFile[]} */
  const faces = [];
  for (const css of sheets.values()) {
    for (const [, body] of css.matchAll(FONT_FACE)) {
      const url = FACE_FILE.exec(body ?? '')?.[2];
      if (!url || faces.some((f) => f.url === url)) continue;
      const descriptor = (name, fallback) =>
        new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`).exec(body ?? '')?.[1]?.trim() ?? fallback;
      faces.push({
        url,
        weight: descriptor('font-weight', 'normal'),
        style: descriptor('font-style', 'normal'),
        range: descriptor('unicode-range', 'U+0-10FFFF'),
      });
    }
  }
  return faces;
}

/**
 * The rewrite of a page's tags: each async chunk tag a call of the loader, the chunk preloads gone.
 * @param {string} nonce the page's
 */
function rewriter(nonce) {
  const open = `<script nonce="${attr(nonce)}">`;
  return (text) =>
    text.replace(PRELOAD, '').replace(SCRIPT, (tag, src, rest) => {
      // A module-less fallback (`noModule`) or a blocking script stays as Next.js wrote it.
      if (!/ async=""/.test(rest)) return tag;
      return `${open}__afterPaint(${scriptJson(src)})</script>`;
    });
}

/**
 * The transform (html-answer.mjs) of one page.
 * @param {readonly FontFaceFile[]} faces the build's (fontFaceFiles)
 * @returns {import('./html-answer.mjs').HtmlTransform}
 */
export function scriptsAfterPaint(faces) {
  /** @type {'head' | 'body' | 'through'} */
  let state = 'head';
  let held = '';
  /** @type {(text: string) => string} */
  let rewrite = (text) => text;

  const releaseHead = () => {
    const head = held;
    held = '';
    const nonce = NONCE.exec(head.slice(0, head.indexOf(HEAD_END)))?.[1];
    const start = HEAD_START.exec(head);
    if (nonce === undefined || !start) {
      state = 'through';
      return head;
    }
    state = 'body';
    rewrite = rewriter(nonce);
    const at = start.index + start[0].length;
    // A function, so that nothing in the JSON is read as a replacement pattern (`$&`).
    const loader = `<script nonce="${attr(nonce)}">${LOADER.replace('__FACES__', () => scriptJson(faces))}</script>`;
    return head.slice(0, at) + loader + head.slice(at);
  };

  /** The text up to a tag cut at its end, rewritten; the cut tag held for the next chunk. */
  const body = (text) => {
    let cut = text.length;
    const lt = text.lastIndexOf('<');
    if (lt >= 0 && !text.includes('>', lt)) cut = lt;
    const script = text.lastIndexOf('<script');
    if (script >= 0 && !text.includes('</script>', script)) cut = Math.min(cut, script);
    held = text.slice(cut);
    return rewrite(text.slice(0, cut));
  };

  return {
    write(chunk) {
      if (state === 'through') return chunk;
      if (state === 'head') {
        held += chunk;
        if (!held.includes(HEAD_END)) return '';
        const head = releaseHead();
        // The head's last bytes may be the start of a tag of the body.
        return state === 'through' ? head : body(head);
      }
      return body(held + chunk);
    },
    end() {
      if (state === 'head') held = releaseHead();
      const rest = rewrite(held);
      held = '';
      return rest;
    },
  };
}
