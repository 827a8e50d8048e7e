// What a sign-in page's inline copy of the stylesheets keeps (stylesheet-pruning.mjs), on a build
// laid out as Next.js writes one.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pruneStylesheet, routeTokens } from './stylesheet-pruning.mjs';

describe('pruneStylesheet', () => {
  const tokens = new Set(['A_used', 'A_other']);

  it('keeps rules of used classes and rules naming no class, and drops the rest', () => {
    const css =
      ':root{--x:1}body{margin:0}.A_used{color:red}.B_unused{color:blue}.A_used .B_unused{color:green}' +
      '.A_used,.B_unused{top:0}a[href$=".pdf"]{color:red}input:not(.B_unused){color:red}';
    expect(pruneStylesheet(css, tokens)).toBe(
      ':root{--x:1}body{margin:0}.A_used{color:red}.A_used,.B_unused{top:0}a[href$=".pdf"]{color:red}input:not(.B_unused){color:red}',
    );
  });

  it('prunes inside conditional blocks, drops them when empty, and keeps the other at-rules whole', () => {
    const css =
      '@font-face{font-family:f;src:url(/f.woff2)}@keyframes B_spin{to{opacity:0}}' +
      '@media (min-width:10px){.A_other{color:red}.B_unused{color:red}}@media print{.B_unused{color:red}}' +
      '@supports (display:grid){@media (hover:hover){.B_unused{color:red}}}';
    expect(pruneStylesheet(css, tokens)).toBe(
      '@font-face{font-family:f;src:url(/f.woff2)}@keyframes B_spin{to{opacity:0}}@media (min-width:10px){.A_other{color:red}}',
    );
  });

  it('leaves the bytes of a Latin-1 string as they are', () => {
    const css = Buffer.from('.A_used::after{content:"—"}.B_unused{content:"ё"}').toString('latin1');
    expect(Buffer.from(pruneStylesheet(css, tokens), 'latin1').toString()).toBe('.A_used::after{content:"—"}');
  });
});

describe('routeTokens', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'prune-'));
  const write = (rel, text) => {
    mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
    writeFileSync(path.join(dist, rel), text);
  };
  write(
    'server/app-paths-manifest.json',
    JSON.stringify({ '/(bare)/login/page': 'app/(bare)/login/page.js', '/page': 'app/page.js' }),
  );
  write('server/app/(bare)/login/page.js', 'require("../../chunks/ssr/a.js")');
  write(
    'server/app/(bare)/login/page.js.nft.json',
    JSON.stringify({ files: ['../../../chunks/ssr/a.js', '../../../../../node_modules/x/y.js'] }),
  );
  write('server/chunks/ssr/a.js', 'module.exports={title:"S_title"}');
  write(
    'server/app/(bare)/login/page_client-reference-manifest.js',
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/(bare)/login/page"] = ' +
      JSON.stringify({ clientModules: { form: { chunks: ['/_next/static/chunks/form.js'] } } }) +
      ';',
  );
  write('static/chunks/form.js', 'x={field:"C_field"};load("static/chunks/later.js")');
  write('static/chunks/later.js', 'y={widget:"L_widget"}');
  write('static/chunks/elsewhere.js', 'z={shell:"E_shell"}');

  it('reads the route’s server bundle and the browser chunks it loads, and those they load later', () => {
    const tokens = routeTokens(dist, '/login');
    for (const name of ['S_title', 'C_field', 'L_widget']) expect(tokens.has(name), name).toBe(true);
    expect(tokens.has('E_shell')).toBe(false);
  });

  it('knows no page the build does not have', () => {
    expect(routeTokens(dist, '/nowhere')).toBeNull();
  });
});
