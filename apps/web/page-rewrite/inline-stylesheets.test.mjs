// The sign-in pages' stylesheets written into their HTML (inline-stylesheets.mjs); through the app
// server's rewrite of whole answers in page-rewrite.test.mjs.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineHeadStylesheets, readStylesheets } from './inline-stylesheets.mjs';

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
