// `npm run screenshots`: builds what is stale, then the screenshot pass of e2e/screenshots/
// (e2e/screenshots.config.ts), which starts the servers with fresh demo data like the browser
// tests and writes screenshots/<width>-<screen>.png. The folder is not committed.
import './lib/pinned-node.mjs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { buildApi, buildWebIfStale, ensureInstalled, root, run } from './lib/ensure.mjs';

ensureInstalled();
buildApi();
buildWebIfStale();
ensureChromium();
run(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/screenshots.config.ts'], {
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
console.log(`Screenshots are in ${path.relative(process.cwd(), path.join(root, 'screenshots')) || '.'}/`);
