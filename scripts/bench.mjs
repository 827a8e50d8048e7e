// npm run bench: the quick benchmarks in bench/, one after the other, each printing its figures.
// npm run bench:<name> [-- flags]: one of the long ones (data, api, web, through-web), which need a
// PostgreSQL server or a production build and print PASS / FAIL per budget (see docs/performance.md).
import './lib/pinned-node.mjs';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildApi, ensureInstalled, root, run } from './lib/ensure.mjs';

const LONG = ['data.mjs', 'api.mjs', 'web.mjs', 'contests.mjs', 'through-web.mjs'];
const [name, ...rest] = process.argv.slice(2);

ensureInstalled();
buildApi();
if (name) {
  run(process.execPath, [path.join(root, 'bench', `${name}.mjs`), ...rest]);
} else {
  for (const file of readdirSync(path.join(root, 'bench'))
    .filter((f) => f.endsWith('.mjs') && !LONG.includes(f))
    .sort()) {
    console.log(`\n› bench/${file}`);
    run(process.execPath, [path.join(root, 'bench', file)]);
  }
}
