// The browser's entry must not reach zod through any module it loads (`import type` is erased and
// does not count): that is the whole point of `@cabinet/contracts/client`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

/** The modules a file loads at run time: `import … from` and `export … from`, less the type-only ones. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)) {
    if (!m[1]) found.push(m[2]!);
  }
  return found;
}

function reachable(entry: string): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const spec of runtimeImports(file)) {
      if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts')));
      else packages.add(spec);
    }
  };
  visit(entry);
  return { modules, packages };
}

describe('@cabinet/contracts/client', () => {
  it('loads no zod', () => {
    const { modules, packages } = reachable(path.join(src, 'client.ts'));
    expect([...packages].filter((p) => p === 'zod' || p.startsWith('zod/'))).toEqual([]);
    // A sanity check of the walk itself: it does follow the entry's re-exports.
    expect(modules.size).toBeGreaterThan(10);
  });

  it('loads zod from the full entry (the walk sees it where it is)', () => {
    expect([...reachable(path.join(src, 'index.ts')).packages]).toContain('zod/mini');
  });
});
