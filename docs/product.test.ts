// docs/product.md carries three tables generated from the contracts — every call, where each call
// lives in the code and every refusal — so that the description of the product cannot drift from
// what the API answers. A difference fails here; `UPDATE_DOCS=1 npx vitest run docs/product.test.ts`
// rewrites the tables.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contracts from '@cabinet/contracts';
import { allRoutes, errorCatalogue, impliedErrors, type RouteDefinition } from '@cabinet/contracts';
import { describe, expect, it } from 'vitest';

const file = fileURLToPath(new URL('./product.md', import.meta.url));
const repo = fileURLToPath(new URL('../', import.meta.url));

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

/** Every source file under `dir` (from the repository's root) with its text; tests left out. */
function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f))
    .map((f) => ({ file: f, text: readFileSync(path.join(repo, f), 'utf8') }));
}

/**
 * operationId → the contract's file → the API's (or the web app server's) route file → the web
 * modules that call it: the query factories and actions of the screens.
 */
function filesTable(): string {
  const contractFiles = sources('packages/contracts/src').filter((s) => !s.file.includes('/refs/'));
  const apiFiles = sources('apps/api/src/features');
  const webFiles = sources('apps/web/src');
  const uses = (files: typeof webFiles, pattern: RegExp) => files.filter((s) => pattern.test(s.text)).map((s) => `\`${s.file}\``);
  const rows = Object.entries(contracts)
    .filter((entry): entry is [string, RouteDefinition] => contracts.isRouteContract(entry[1]))
    .sort(([, a], [, b]) => a.tag.localeCompare(b.tag) || a.operationId.localeCompare(b.operationId))
    .map(([name, route]) => {
      const word = new RegExp(`\\b${name}\\b`);
      const contract = uses(contractFiles, new RegExp(`export const ${name}\\b`));
      const served =
        route.server === 'web'
          ? uses(
              webFiles.filter((s) => s.file.startsWith('apps/web/src/app/')),
              word,
            )
          : uses(apiFiles, new RegExp(`implement\\(\\s*${name}\\b`));
      const callers = uses(
        webFiles.filter((s) => !s.file.startsWith('apps/web/src/app/api/')),
        word,
      );
      return `| ${route.tag} | \`${route.operationId}\` | ${contract.join(', ')} | ${served.join(', ') || '—'} | ${callers.join(', ') || '—'} |`;
    });
  return ['| area | operationId | contract | route | called from (web) |', '|---|---|---|---|---|', ...rows].join('\n');
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
  it('lists every call, where it lives and every refusal as the contracts define them', () => {
    const text = readFileSync(file, 'utf8');
    const expected = replaceSection(
      replaceSection(replaceSection(text, 'calls', callsTable()), 'call-files', filesTable()),
      'errors',
      errorsTable(),
    );
    if (process.env.UPDATE_DOCS === '1' && expected !== text) writeFileSync(file, expected);
    expect(text, 'run UPDATE_DOCS=1 npx vitest run docs/product.test.ts').toBe(expected);
  });
});
