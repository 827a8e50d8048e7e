// npm run backup [file]: a consistent copy of the embedded database, also while the API serves.
import './lib/pinned-node.mjs';
import path from 'node:path';
import { buildApi, ensureInstalled, root, run } from './lib/ensure.mjs';
import { opsPortOf } from './lib/ops-port.mjs';

ensureInstalled();
buildApi();
run(process.execPath, [path.join(root, 'apps/api/dist/db/backup-cli.js'), ...process.argv.slice(2)], {
  env: { ...process.env, DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'), OPS_PORT: opsPortOf(process.env) },
});
