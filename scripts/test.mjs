// npm test: type-check, lint, the unit and API tests on a real database, then the browser tests
// (Playwright against the built API and web app, started on spare ports with a fresh database).
import './lib/pinned-node.mjs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { buildApi, buildWebIfStale, ensureInstalled, root, run, runSideBySide } from './lib/ensure.mjs';

ensureInstalled();
buildApi();
const bin = (p) => path.join(root, 'node_modules', p);
/** The API tests that store and read files: each runs on the disk in the suite and again on the object store. */
const FILE_TESTS = [
  'apps/api/test/profile/avatar.test.ts',
  'apps/api/test/profile/scans.test.ts',
  'apps/api/test/admin/identity-review.test.ts',
  'apps/api/test/admin/news-editor.test.ts',
];
const started = Date.now();
const since = () => `${Math.round((Date.now() - started) / 1000)} s`;

// Type-checking and linting side by side: each keeps one core busy.
console.log('› type-checking, linting and checking the format…');
const nodeRun = (args, opts) => [process.execPath, args, opts];
await runSideBySide([
  [
    nodeRun([bin('typescript/bin/tsc'), '-p', 'apps/api/tsconfig.test.json', '--noEmit']),
    // The benchmarks against the API's build (buildApi above made it).
    nodeRun([bin('typescript/bin/tsc'), '-p', 'bench/tsconfig.json']),
    // next-env.d.ts and the route types are generated, not tracked: typegen writes them without a build.
    nodeRun([bin('.bin/next'), 'typegen', 'apps/web'], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } }),
    nodeRun([bin('typescript/bin/tsc'), '-p', 'apps/web/tsconfig.json', '--noEmit']),
    nodeRun([bin('typescript/bin/tsc'), '-p', 'e2e/tsconfig.json', '--noEmit']),
  ],
  [
    nodeRun([bin('eslint/bin/eslint.js'), '.']),
    nodeRun([bin('prettier/bin/prettier.cjs'), '--check', '.', '--log-level', 'warn']),
  ],
]);
console.log(`› unit and API tests on ${process.env.TEST_DATABASE_URL ? 'the PostgreSQL server' : 'PGlite'}…`);
run(process.execPath, [bin('vitest/vitest.mjs'), 'run']);
// The API's file tests once more with the files on object storage (the S3 emulator, decision 0044).
console.log('› the file tests on object storage (the S3 emulator)…');
run(process.execPath, [bin('vitest/vitest.mjs'), 'run', ...FILE_TESTS], { env: { ...process.env, TEST_FILE_STORE: 's3' } });

buildWebIfStale();
ensureChromium();
console.log(`› browser tests (Playwright, Chromium)… [${since()} so far]`);
run(process.execPath, [bin('@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts'], {
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
console.log(`› all tests passed in ${since()}`);
