// npm run bench:import: builds the API, then runs bench/import.mjs (PostgreSQL server needed).
import './lib/pinned-node.mjs';
import path from 'node:path';
import { buildApi, ensureInstalled, root, run } from './lib/ensure.mjs';

ensureInstalled();
buildApi();
run(process.execPath, [path.join(root, 'bench', 'import.mjs')]);
