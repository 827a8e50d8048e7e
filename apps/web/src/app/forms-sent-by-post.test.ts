// Every form of the web app says how the browser sends it when the page's scripts have not run yet
// (docs/decisions/0045-…): by POST, or to a server action, or — a list's filters only — by GET. A
// form that says nothing is sent by GET, and what was typed into it (a passport number, a password,
// a phone) would land in the address bar, the history and the servers' logs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return components(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

/**
 * Each `<form …>` opening tag, or a primitive's rendered as one (`<Stack as="form" …>`): its
 * attributes, up to the first child on a line of its own.
 */
function formTags(text: string): string[] {
  return [...text.matchAll(/<(?:form|[A-Z]\w*\s+as="form")(?=[\s>])([\s\S]*?)(?:>\s*\n\s*[<{]|\/>)/g)].map((m) => m[1]!);
}

describe('forms sent before the scripts run', () => {
  const files = components(src);

  it('finds the forms', () => {
    expect(files.flatMap((file) => formTags(readFileSync(file, 'utf8'))).length).toBeGreaterThan(30);
  });

  it.each(files.filter((file) => formTags(readFileSync(file, 'utf8')).length > 0).map((f) => path.relative(src, f)))(
    '%s: every form names its method or its server action',
    (file) => {
      for (const tag of formTags(readFileSync(path.join(src, file), 'utf8'))) {
        expect(tag, tag.slice(0, 120)).toMatch(/\bmethod="(post|get)"|\baction=\{/);
        // GET is for the back office's filter bars, whose fields are the list's own address.
        if (/method="get"/.test(tag)) expect(tag).toMatch(/role="search"/);
      }
    },
  );
});
