// npm run files:migrate: copies DATA_DIR/files to the object store named by FILES_S3_* (each file
// verified by its SHA-256), resumes where an interrupted run stopped, and switches the programme
// to the object store only when every file is there (decision 0044; docs/operating-files.md).
import './lib/pinned-node.mjs';
import path from 'node:path';
import { buildApi, ensureInstalled, root, run } from './lib/ensure.mjs';

ensureInstalled();
buildApi();
run(process.execPath, [path.join(root, 'apps/api/dist/features/files/migrate-cli.js')], {
  env: { ...process.env, DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data') },
});
