// npm run seed: migrate the database (embedded, or DATABASE_URL) and load the demo data once.
import './lib/pinned-node.mjs';
import path from 'node:path';
import { buildApi, ensureInstalled, root, run } from './lib/ensure.mjs';

ensureInstalled();
buildApi();
run(process.execPath, [path.join(root, 'apps/api/dist/seed/cli.js')]);
