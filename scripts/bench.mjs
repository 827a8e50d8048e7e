// npm run bench: every benchmark in bench/, one after the other, each printing its figures.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildApi, ensureInstalled, root, run } from './lib/ensure.mjs';

ensureInstalled();
buildApi();
for (const file of readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.mjs'))
  .sort()) {
  console.log(`\n› bench/${file}`);
  run(process.execPath, [path.join(root, 'bench', file)]);
}
