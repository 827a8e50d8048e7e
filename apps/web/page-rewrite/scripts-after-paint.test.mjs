// The pieces of the scripts-after-paint rewrite (scripts-after-paint.mjs) on their own; the whole of
// it through a server in page-rewrite.test.mjs, the loader in a browser in e2e/early-input.spec.ts.
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { fontFaceFiles, LOADER, scriptsAfterPaint } from './scripts-after-paint.mjs';

describe('fontFaceFiles', () => {
  it("reads the faces of the build's own files, once each, and leaves the local() ones", () => {
    const css =
      '@font-face{unicode-range:U+301,U+400-45F;font-family:golosCyrillic;src:url(/_next/static/media/c.p.woff2)format("woff2");font-display:optional;font-weight:400 700;font-style:normal}' +
      '@font-face{font-family:Golos Fallback;src:local(Arial),local(ArialMT);font-weight:100 500;size-adjust:105.85%}' +
      '@font-face{font-family:golosRouble;src:url("/_next/static/media/r.woff2")format("woff2")}';
    expect(
      fontFaceFiles(
        new Map([
          ['/a.css', css],
          ['/b.css', css],
        ]),
      ),
    ).toEqual([
      { url: '/_next/static/media/c.p.woff2', weight: '400 700', style: 'normal', range: 'U+301,U+400-45F' },
      { url: '/_next/static/media/r.woff2', weight: 'normal', style: 'normal', range: 'U+0-10FFFF' },
    ]);
  });
});

describe('the loader', () => {
  it('is a script of its own, its comment lines left out, with one place for the fonts', () => {
    expect(LOADER).not.toMatch(/^\s*\/\//m);
    expect(LOADER.split('__FACES__')).toHaveLength(2);
    expect(() => new vm.Script(LOADER.replace('__FACES__', '[]'))).not.toThrow();
  });

  it('cannot end its element with the faces it is given', () => {
    const t = scriptsAfterPaint([{ url: '/x</script><script>alert(1)//.woff2', weight: '400', style: 'normal', range: 'U+0' }]);
    const out =
      t.write('<html><head><script src="/_next/static/chunks/a.js" async="" nonce="N"></script></head><body></body></html>') +
      t.end();
    expect(out.match(/<\/script>/g)).toHaveLength(2);
    expect(out).toContain('\\u003c/script>');
  });

  it('sends a page whose head never ends as it came', () => {
    const t = scriptsAfterPaint([]);
    expect(t.write('<html><head><title>x')).toBe('');
    expect(t.end()).toBe('<html><head><title>x');
  });
});
