// npm run bench: the quick benchmarks in bench/, one after the other, each printing its figures.
// npm run bench:<name> [-- flags]: one of them by name (bench/<name>.ts), e.g. the long ones (data, api,
// web, contests, streaks, through-web, partner), which need a PostgreSQL server or a production build and print PASS /
// FAIL per budget (see docs/performance.md). The benchmarks are TypeScript that Node runs as it is
// (its type stripping), type-checked by bench/tsconfig.json.
import './lib/pinned-node.mjs';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildApi, ensureInstalled, root, run } from './lib/ensure.mjs';

const LONG = ['data.ts', 'api.ts', 'web.ts', 'contests.ts', 'streaks.ts', 'through-web.ts', 'partner.ts'];
const [name, ...rest] = process.argv.slice(2);

ensureInstalled();
buildApi();
if (name) {
  run(process.execPath, [path.join(root, 'bench', `${name}.ts`), ...rest]);
} else {
  for (const file of readdirSync(path.join(root, 'bench'))
    .filter((f) => f.endsWith('.ts') && !LONG.includes(f))
    .sort()) {
    console.log(`\n› bench/${file}`);
    run(process.execPath, [path.join(root, 'bench', file)]);
  }
}
