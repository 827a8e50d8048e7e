// The sign-in pages' stylesheets written into their HTML (inline-stylesheets.mjs), through a real
// HTTP server with the compression middleware Next.js uses, as server.mjs runs them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import compression from 'next/dist/compiled/compression/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineHeadStylesheets, readStylesheets, stylesheetInliner, withoutFontPreloads } from './inline-stylesheets.mjs';

const dist = mkdtempSync(path.join(tmpdir(), 'inline-css-'));
mkdirSync(path.join(dist, 'static/chunks/nested'), { recursive: true });
writeFileSync(
  path.join(dist, 'static/chunks/a.css'),
  '@font-face{src:url(../media/f.woff2)}body{background:url("data:image/svg+xml,x")}',
);
writeFileSync(path.join(dist, 'static/chunks/nested/b.css'), '.b{content:"—"}');
writeFileSync(path.join(dist, 'static/chunks/evil.css'), '.x{}</style><script>alert(1)</script>');
// A build without the page's entry: its stylesheets go in whole (what is cut is stylesheet-pruning.test.mjs's).
mkdirSync(path.join(dist, 'server'));
writeFileSync(path.join(dist, 'server/app-paths-manifest.json'), '{}');

const link = (href, nonce = 'N1') => `<link rel="stylesheet" href="${href}" nonce="${nonce}" data-precedence="next"/>`;
/** The module works on Latin-1 strings, the bytes as they are; these turn text into them and back. */
const bytes = (text) => Buffer.from(text).toString('latin1');
const text = (latin1) => Buffer.from(latin1, 'latin1').toString();
const page = `<!DOCTYPE html><html><head>${link('/_next/static/chunks/a.css')}${link('/_next/static/chunks/nested/b.css')}<title>т</title></head><body><p>Вход</p></body></html>`;

describe('readStylesheets', () => {
  it('reads every stylesheet by its address, relative url()s made absolute, and leaves out one that would close its <style>', () => {
    const sheets = readStylesheets(dist);
    expect([...sheets.keys()].sort()).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/nested/b.css']);
    expect(sheets.get('/_next/static/chunks/a.css')).toBe(
      '@font-face{src:url(/_next/static/media/f.woff2)}body{background:url("data:image/svg+xml,x")}',
    );
  });
});

describe('inlineHeadStylesheets', () => {
  it('puts each known stylesheet before its link, with the link’s nonce, and disables the link', () => {
    const out = text(inlineHeadStylesheets(bytes(page), readStylesheets(dist)));
    expect(out).toContain(
      '<style nonce="N1">@font-face{src:url(/_next/static/media/f.woff2)}body{background:url("data:image/svg+xml,x")}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="N1" data-precedence="next" disabled=""/>',
    );
    expect(out).toContain('<style nonce="N1">.b{content:"—"}</style>');
    expect(out.match(/ disabled=""/g)).toHaveLength(2);
  });

  it('leaves alone a stylesheet it does not have', () => {
    const html = `<head>${link('/_next/static/chunks/evil.css')}</head>`;
    expect(inlineHeadStylesheets(html, readStylesheets(dist))).toBe(html);
  });
});

describe('withoutFontPreloads', () => {
  const answer = (link) => {
    const headers = new Map(link === undefined ? [] : [['link', link]]);
    return {
      getHeader: (name) => headers.get(name),
      setHeader: (name, value) => headers.set(name, value),
      removeHeader: (name) => headers.delete(name),
      headers,
    };
  };
  it('takes the font preloads out of the Link header and keeps the rest', () => {
    const fonts = '</a.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2", </b.woff2>; rel=preload; as="font"';
    const onlyFonts = answer(fonts);
    withoutFontPreloads(onlyFonts);
    expect(onlyFonts.headers.has('link')).toBe(false);
    const mixed = answer(`${fonts}, </c.css>; rel=preload; as="style"`);
    withoutFontPreloads(mixed);
    expect(mixed.headers.get('link')).toBe('</c.css>; rel=preload; as="style"');
    const none = answer(undefined);
    withoutFontPreloads(none);
    expect(none.headers.size).toBe(0);
  });
});

describe('stylesheetInliner through the compression middleware', () => {
  const inline = stylesheetInliner(dist, ['/login']);
  const compress = compression();
  /** The answer, as Next.js would write it: in `parts`, with the given content type. */
  let parts = [];
  let type = 'text/html; charset=utf-8';
  /** A Link header Next.js would send with the page (its font preloads), or none. */
  let linkHeader = null;
  let server;
  let base;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      inline(req, res);
      compress(req, res, () => {});
      res.setHeader('content-type', type);
      if (linkHeader) res.setHeader('link', linkHeader);
      for (const part of parts.slice(0, -1)) res.write(Buffer.from(part));
      res.end(Buffer.from(parts.at(-1)));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = async (p, encoding) => {
    const res = await fetch(base + p, { headers: { 'accept-encoding': encoding } });
    return { encoding: res.headers.get('content-encoding'), body: await res.text() };
  };

  it('rewrites the head of the named page, however its chunks fall, compressed or not', async () => {
    const expected = text(inlineHeadStylesheets(bytes(page), readStylesheets(dist)));
    // Split inside a link, inside `</head>` and in the middle of a two-byte letter.
    const cuts = [30, page.indexOf('</head>') + 3, page.indexOf('Вход') + 1];
    parts = [page.slice(0, cuts[0]), page.slice(cuts[0], cuts[1]), page.slice(cuts[1], cuts[2]), page.slice(cuts[2])];
    for (const encoding of ['gzip', 'identity']) {
      const res = await get('/login?next=%2Fbalance', encoding);
      expect(res.encoding).toBe(encoding === 'gzip' ? 'gzip' : null);
      expect(res.body).toBe(expected);
    }
    parts = [page];
    expect((await get('/login', 'gzip')).body).toBe(expected);
  });

  it('sends the sign-in page without font preloads in its Link header', async () => {
    parts = [page];
    const link = '</a.woff2>; rel=preload; as="font"; crossorigin="", </c.css>; rel=preload; as="style"';
    linkHeader = link;
    const res = await fetch(`${base}/login`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('link')).toBe('</c.css>; rel=preload; as="style"');
    const other = await fetch(`${base}/balance`, { headers: { 'accept-encoding': 'gzip' } });
    expect(other.headers.get('link')).toBe(link);
    linkHeader = null;
  });

  it('leaves other pages, answers that are not HTML, and every page’s scripts as they are', async () => {
    const script = '<script src="/_next/static/chunks/a.js" async="" nonce="N1"></script>';
    parts = [page.replace('</head>', `${script}</head>`)];
    expect((await get('/login', 'gzip')).body).toContain(script);
    parts = [page];
    expect((await get('/balance', 'gzip')).body).toBe(page);
    type = 'text/x-component';
    expect((await get('/login', 'gzip')).body).toBe(page);
    type = 'text/html; charset=utf-8';
  });
});
