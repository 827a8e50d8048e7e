// npm run admin:create -- --email … --role …, npm run admin:code: the back office's command line
// (apps/api/src/cli/admin.ts), built first when stale.
import './lib/pinned-node.mjs';
import path from 'node:path';
import { buildApi, ensureInstalled, root, run } from './lib/ensure.mjs';

ensureInstalled();
buildApi();
run(process.execPath, [path.join(root, 'apps/api/dist/cli/admin.js'), ...process.argv.slice(2)]);
