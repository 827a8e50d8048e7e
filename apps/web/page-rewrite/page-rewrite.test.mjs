// The app server's rewrite of Next.js's HTML answers (page-rewrite.mjs), through a real HTTP server
// with the compression middleware Next.js uses, as server.mjs runs it: every page's chunks added by
// its loader after the first paint, the sign-in pages'
// stylesheets in their HTML.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import compression from 'next/dist/compiled/compression/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRewriter } from './page-rewrite.mjs';
import { LOADER } from './scripts-after-paint.mjs';

const dist = mkdtempSync(path.join(tmpdir(), 'page-rewrite-'));
mkdirSync(path.join(dist, 'static/chunks'), { recursive: true });
writeFileSync(
  path.join(dist, 'static/chunks/a.css'),
  '@font-face{unicode-range:U+400-45F;font-family:golosCyrillic;src:url(../media/c.woff2)format("woff2");font-weight:400 700;font-style:normal}' +
    '@font-face{font-family:Golos Fallback;src:local(Arial)}.a{color:red}',
);
// A build without the page's entry: its stylesheets go in whole (what is cut is stylesheet-pruning.test.mjs's).
mkdirSync(path.join(dist, 'server'));
writeFileSync(path.join(dist, 'server/app-paths-manifest.json'), '{}');

const N = 'N1';
const chunk = (name, attrs = ` async="" nonce="${N}"`) => `<script src="/_next/static/chunks/${name}.js"${attrs}></script>`;
const page =
  '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>' +
  `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${N}" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${N}" href="/_next/static/chunks/boot.js"/>` +
  chunk('one') +
  chunk('two') +
  chunk('polyfills', ` noModule="" nonce="${N}"`) +
  '<title>Вход</title></head><body><p>Войдите — по номеру телефона</p>' +
  `<script nonce="${N}">(self.__next_f=self.__next_f||[]).push([0])</script>` +
  chunk('boot', ` nonce="${N}" async=""`) +
  '</body></html>';
const LINK = '</_next/static/chunks/a.css>; rel=preload; as="style"';
const call = (name) => `<script nonce="${N}">__afterPaint("/_next/static/chunks/${name}.js")</script>`;

describe('pageRewriter through the compression middleware', () => {
  const rewrite = pageRewriter(dist, ['/login']);
  const compress = compression();
  /** The answer, as Next.js would write it: in `parts`, with the given content type and a Link header. */
  let parts = [page];
  let type = 'text/html; charset=utf-8';
  const linkHeader = LINK;
  let server;
  let base;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      rewrite(req, res);
      compress(req, res, () => {});
      res.setHeader('content-type', type);
      res.setHeader('link', linkHeader);
      for (const part of parts.slice(0, -1)) res.write(Buffer.from(part));
      res.end(Buffer.from(parts.at(-1)));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = async (p, encoding = 'gzip') => {
    const res = await fetch(base + p, { headers: { 'accept-encoding': encoding } });
    return { encoding: res.headers.get('content-encoding'), link: res.headers.get('link'), body: await res.text() };
  };
  const FACES = [{ url: '/_next/static/media/c.woff2', weight: '400 700', style: 'normal', range: 'U+400-45F' }];
  const loader = `<script nonce="${N}">${LOADER.replace('__FACES__', JSON.stringify(FACES))}</script>`;

  it("writes the loader first in the head, with the build's Golos faces, and each chunk as the loader's call", async () => {
    const res = await get('/balance');
    expect(res.link).toBe(LINK);
    expect(res.body).toBe(
      page
        .replace('<head>', `<head>${loader}`)
        .replace(/<link rel="preload" as="script"[^>]*\/>/, '')
        .replace(chunk('one'), call('one'))
        .replace(chunk('two'), call('two'))
        .replace(chunk('boot', ` nonce="${N}" async=""`), call('boot')),
    );
    // The module-less fallback stays a script the browser decides on.
    expect(res.body).toContain(chunk('polyfills', ` noModule="" nonce="${N}"`));
  });

  it('gives the same answer however its chunks fall, compressed or not', async () => {
    const whole = (await get('/balance')).body;
    // Cut inside a chunk's tag, inside `</head>`, inside the boot tag and in the middle of a two-byte letter.
    const cuts = [
      page.indexOf('one.js'),
      page.indexOf('</head>') + 3,
      page.lastIndexOf('boot.js"') - 4,
      page.indexOf('номеру') + 1,
    ].sort((a, b) => a - b);
    parts = [0, ...cuts].map((from, i) => page.slice(from, cuts[i]));
    for (const encoding of ['gzip', 'identity']) {
      const res = await get('/balance', encoding);
      expect(res.encoding).toBe(encoding === 'gzip' ? 'gzip' : null);
      expect(res.body).toBe(whole);
    }
    parts = [page];
  });

  it("writes a sign-in page's stylesheets into its head, before the loader's work", async () => {
    const { body } = await get('/login?next=%2Fbalance');
    expect(body).toContain('.a{color:red}</style><link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(body).toContain(call('one'));
    expect(body.indexOf('<script')).toBe(body.indexOf(loader));
  });

  it('leaves a page without a nonce, and answers that are not HTML, as they are', async () => {
    const bare = page.replaceAll(` nonce="${N}"`, '');
    parts = [bare];
    const res = await get('/balance');
    expect(res.body).toBe(bare);
    parts = [page];
    type = 'text/x-component';
    const rsc = await get('/balance');
    expect(rsc.body).toBe(page);
    expect(rsc.link).toBe(LINK);
    type = 'text/html; charset=utf-8';
  });
});
