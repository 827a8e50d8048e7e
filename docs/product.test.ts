// docs/product.md carries two tables generated from the contracts — every call and every refusal —
// so that the description of the product cannot drift from what the API answers. A difference
// fails here; `UPDATE_DOCS=1 npx vitest run docs/product.test.ts` rewrites the two tables.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { allRoutes, errorCatalogue, impliedErrors, type RouteDefinition } from '@cabinet/contracts';
import { describe, expect, it } from 'vitest';

const file = fileURLToPath(new URL('./product.md', import.meta.url));

const ACCESS: Record<RouteDefinition['access'], string> = {
  public: 'anyone',
  member: 'member',
  operator: 'operator',
  admin: 'admin',
};

/** A route's own refusals: those its shape implies (401, validation, 5xx) are said once above the table. */
function ownErrors(route: RouteDefinition): string {
  const implied = new Set(impliedErrors(route));
  const own = route.errors.filter((code) => !implied.has(code));
  return own.length ? own.map((c) => `\`${c}\``).join(', ') : '—';
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

function callsTable(): string {
  const rows = [...allRoutes]
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
    .map(
      (r) =>
        `| ${r.method} | \`${r.path}\` | ${ACCESS[r.access]} | ${r.server === 'web' ? 'web app' : 'API'} | ${cell(r.summary)} | ${ownErrors(r)} |`,
    );
  return [
    '| method | path | who may call | served by | what it does | its own refusals |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

function errorsTable(): string {
  const rows = Object.entries(errorCatalogue).map(([code, e]) => `| \`${code}\` | ${e.status} | ${cell(e.message)} |`);
  return ['| code | HTTP | message |', '|---|---|---|', ...rows].join('\n');
}

function replaceSection(text: string, name: string, body: string): string {
  const start = `<!-- generated:${name} -->`;
  const end = `<!-- /generated:${name} -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/product.md has no ${start} … ${end} section`);
  return `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}

describe('docs/product.md', () => {
  it('lists every call and every refusal as the contracts define them', () => {
    const text = readFileSync(file, 'utf8');
    const expected = replaceSection(replaceSection(text, 'calls', callsTable()), 'errors', errorsTable());
    if (process.env.UPDATE_DOCS === '1' && expected !== text) writeFileSync(file, expected);
    expect(text, 'run UPDATE_DOCS=1 npx vitest run docs/product.test.ts').toBe(expected);
  });
});
