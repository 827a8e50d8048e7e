// No module of the API, the contracts or the web app imports itself back through others
// (decision 0007): a cycle makes the order of loading decide what a module sees, and ties every
// module of the loop into one unit that cannot be read or changed alone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { folderGraph, importCycles, importGraph } from './import-graph.js';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const trees = ['apps/api/src', 'packages/contracts/src', 'apps/web/src'];

describe('import cycles', () => {
  it.each(trees)('%s has none', (tree) => {
    const cycles = importCycles(importGraph(path.join(repo, tree))).map((cycle) => cycle.map((f) => path.relative(repo, f)));
    expect(cycles).toEqual([]);
  });

  it.each(['apps/api/src/features', 'apps/web/src/features'])('the features of %s import each other in no cycle', (dir) => {
    const root = path.join(repo, dir);
    expect(importCycles(folderGraph(importGraph(root), root))).toEqual([]);
  });

  // The folders of the API are layers, each built on those below it and never importing one above:
  // config, then db, lib, jobs, and on them ledger, providers, http, plugins, the features, the seed
  // and the command line (decision 0007). Two folders importing each other, through any modules,
  // would make them one layer in two places.
  it('the top-level folders of apps/api/src import each other in no cycle', () => {
    const root = path.join(repo, 'apps/api/src');
    const folders = folderGraph(importGraph(root), root);
    expect([...folders.keys()]).toEqual(expect.arrayContaining(['config', 'db', 'features', 'http', 'jobs', 'lib', 'plugins']));
    expect(importCycles(folders)).toEqual([]);
  });

  it('finds a cycle of two modules and of one that imports itself', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', []],
      ['d', ['d']],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b'], ['d']]);
  });

  it('finds a cycle of folders that no module closes alone', () => {
    const graph = new Map([
      ['/f/orders/service.ts', ['/f/notifications/notify.ts']],
      ['/f/notifications/notify.ts', []],
      ['/f/notifications/jobs.ts', ['/f/members/service.ts']],
      ['/f/members/service.ts', ['/f/orders/queries.ts']],
      ['/f/orders/queries.ts', []],
    ]);
    expect(importCycles(graph)).toEqual([]);
    expect(importCycles(folderGraph(graph, '/f'))).toEqual([['members', 'notifications', 'orders']]);
  });
});
