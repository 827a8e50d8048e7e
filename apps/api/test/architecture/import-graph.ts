// The import graph of a source tree, type-only imports included (a cycle of types still ties the
// modules' meaning together), read with TypeScript's own pre-processor: no module is loaded.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type ImportGraph = Map<string, string[]>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Relative specifiers only ('./x.js' → './x.ts'); packages are outside the tree. */
function resolve(from: string, spec: string, files: Set<string>): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec).replace(/\.js$/, '');
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => files.has(f)) ?? null;
}

export function importGraph(root: string): ImportGraph {
  const files = sourceFiles(root);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.map((ref) => resolve(file, ref.fileName, known)).filter((t): t is string => t !== null);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The strongly connected components of more than one module (Tarjan): each is an import cycle. */
export function importCycles(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfImport = graph.get(node)?.includes(node) ?? false;
    if (component.length > 1 || selfImport) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * The graph of the folders directly under `dir` (the features): an edge where a module of one
 * imports a module of another. A cycle here ties whole features together even when no single
 * module imports itself back.
 */
export function folderGraph(graph: ImportGraph, dir: string): ImportGraph {
  const folderOf = (file: string): string | null => {
    const rel = path.relative(dir, file);
    return rel.startsWith('..') || !rel.includes(path.sep) ? null : rel.split(path.sep)[0]!;
  };
  const folders: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (!from) continue;
    const edges = folders.get(from) ?? [];
    for (const target of targets) {
      const to = folderOf(target);
      if (to && to !== from && !edges.includes(to)) edges.push(to);
    }
    folders.set(from, edges);
  }
  return folders;
}
