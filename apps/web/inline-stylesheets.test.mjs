// The sign-in pages' stylesheets written into their HTML (inline-stylesheets.mjs), through a real
// HTTP server with the compression middleware Next.js uses, as server.mjs runs them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import compression from 'next/dist/compiled/compression/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineHeadStylesheets, readStylesheets, stylesheetInliner } from './inline-stylesheets.mjs';

const dist = mkdtempSync(path.join(tmpdir(), 'inline-css-'));
mkdirSync(path.join(dist, 'static/chunks/nested'), { recursive: true });
writeFileSync(
  path.join(dist, 'static/chunks/a.css'),
  '@font-face{src:url(../media/f.woff2)}body{background:url("data:image/svg+xml,x")}',
);
writeFileSync(path.join(dist, 'static/chunks/nested/b.css'), '.b{content:"—"}');
writeFileSync(path.join(dist, 'static/chunks/evil.css'), '.x{}</style><script>alert(1)</script>');

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

describe('stylesheetInliner through the compression middleware', () => {
  const inline = stylesheetInliner(dist, ['/login']);
  const compress = compression();
  /** The answer, as Next.js would write it: in `parts`, with the given content type. */
  let parts = [];
  let type = 'text/html; charset=utf-8';
  let server;
  let base;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      inline(req, res);
      compress(req, res, () => {});
      res.setHeader('content-type', type);
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

  it('leaves other pages, and answers that are not HTML, as they are', async () => {
    parts = [page];
    expect((await get('/balance', 'gzip')).body).toBe(page);
    type = 'text/x-component';
    expect((await get('/login', 'gzip')).body).toBe(page);
    type = 'text/html; charset=utf-8';
  });
});
