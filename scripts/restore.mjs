// npm run restore -- <file>: a backup of npm run backup into DATA_DIR/pg (empty or absent).
import './lib/pinned-node.mjs';
import path from 'node:path';
import { buildApi, ensureInstalled, root, run } from './lib/ensure.mjs';

ensureInstalled();
buildApi();
run(
  process.execPath,
  [path.join(root, 'apps/api/dist/db/restore-cli.js'), ...process.argv.slice(2).map((f) => path.resolve(f))],
  {
    env: { ...process.env, DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data') },
  },
);
