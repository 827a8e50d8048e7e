// npm run test:fault: the fault tests (fault/) against the scaled deployment on the PostgreSQL
// server (FAULT_DATABASE_URL, default the local server's `test` database: each run creates and drops
// a database of its own there).
import './lib/pinned-node.mjs';
import path from 'node:path';
import { buildApi, buildWebIfStale, ensureInstalled, root, run } from './lib/ensure.mjs';
import { ensureNginx } from './lib/nginx.mjs';

ensureInstalled();
ensureNginx();
buildApi();
buildWebIfStale();
const started = Date.now();
run(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '-c', 'vitest.fault.config.ts'], {
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
console.log(`› fault tests passed in ${Math.round((Date.now() - started) / 1000)} s`);
