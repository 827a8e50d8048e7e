// npm test: the whole suite. Type-checks, lint, the web build, the unit, component and API tests on a
// real database and the browser tests (Playwright against the built API and web app, started on spare
// ports with a fresh database), in two lines side by side. Each check runs once (docs/testing.md):
// where a PostgreSQL server answers (TEST_DATABASE_URL, or the local one at 127.0.0.1:5432), the API
// tests and the browser tests' API run on it, the embedded database runs the tests of what differs on
// it, and the scaled layout's fault tests run on the server; on a machine without a server, every API
// test and the browser tests' API run on the embedded database.
import './lib/pinned-node.mjs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureNginx } from './lib/nginx.mjs';
import { buildApi, ensureInstalled, root, runSideBySide, webBuildIsStale, webBuildSteps } from './lib/ensure.mjs';

ensureInstalled();
buildApi();
const bin = (p) => path.join(root, 'node_modules', p);
const started = Date.now();
const since = () => `${Math.round((Date.now() - started) / 1000)} s`;

/** The API tests that store and read files: each runs on the disk in the suite and again on the object store. */
const FILE_TESTS = [
  'apps/api/test/profile/avatar.test.ts',
  'apps/api/test/profile/scans.test.ts',
  'apps/api/test/admin/identity-review.test.ts',
  'apps/api/test/admin/news-editor.test.ts',
];
/**
 * What the embedded database does its own way, run on it even where the server ran the whole API
 * suite: the migrations, the job queue on PGlite, start-up, backup and outages of the embedded
 * database, the files, the demo `npm start` seeds, one money path end to end with the parallel
 * withdrawals its single connection serialises, and the partner API's batches.
 */
const EMBEDDED_ALSO = [
  'apps/api/test/db',
  'apps/api/test/jobs',
  'apps/api/test/ops',
  'apps/api/test/files',
  'apps/api/test/seed',
  'apps/api/test/money/withdrawal.test.ts',
  'apps/api/test/money/concurrency.test.ts',
  'apps/api/test/money/demo.test.ts',
  // The partner API's batches on the one connection: two copies of a batch at once, a batch beside its events.
  'apps/api/test/partner',
  // The teams on the one connection: the structure's advisory lock, a file's rows under savepoints, the
  // supervisor's message limit under a row lock, overrides and cascades posted in the accrual's transaction.
  'apps/api/test/teams',
  ...FILE_TESTS,
];

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/test';
const server =
  process.env.TEST_DATABASE_URL ??
  (spawnSync(process.execPath, [path.join(root, 'scripts/pg-available.mjs'), DEFAULT_SERVER]).status === 0
    ? DEFAULT_SERVER
    : null);
const embedded = { ...process.env };
delete embedded.TEST_DATABASE_URL;
const onServer = server ? { ...process.env, TEST_DATABASE_URL: server } : embedded;
const vitest = (args, env) => nodeRun([bin('vitest/vitest.mjs'), 'run', ...args], { env });
const next = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const nodeRun = (args, opts) => [process.execPath, args, opts];

// Two lines side by side from the start, each mostly one core, with no barrier between the checks and
// the tests: in one the web app's type-check, its build when stale and the browser tests (their API on
// a database of the server where one answers); in the other the API's and the tests' type-checks,
// linting and the unit, component and API tests. The web app's type-check reads the route types
// `next typegen` writes into .next/, which a build starts by clearing: the three stay in that order.
// Then whichever line is free takes the rest: where a server answers the embedded database's own
// tests and the scaled layout's fault tests, and the file tests on object storage. Each command's
// output is printed whole when it ends (docs/testing.md).
ensureChromium();
if (server) ensureNginx();
console.log(
  `› in one line the web app's type-check, build and browser tests; in the other the type-checks, linting and the unit, component and API tests on ${server ? 'the PostgreSQL server' : 'PGlite'}; then in whichever is free ${server ? 'what PGlite does its own way, the fault tests and ' : ''}the file tests on object storage…`,
);
await runSideBySide(
  [
    [
      // next-env.d.ts and the route types are generated, not tracked: typegen writes them without a build.
      nodeRun([bin('.bin/next'), 'typegen', 'apps/web'], { env: next }),
      nodeRun([bin('typescript/bin/tsc'), '-p', 'apps/web/tsconfig.json', '--noEmit']),
      ...(webBuildIsStale() ? webBuildSteps() : []),
      { mark: 'web built' },
      nodeRun([bin('@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts'], {
        env: server ? { ...next, E2E_DATABASE_URL: server } : next,
      }),
    ],
    [
      nodeRun([bin('typescript/bin/tsc'), '-p', 'apps/api/tsconfig.test.json', '--noEmit']),
      nodeRun([bin('typescript/bin/tsc'), '-p', 'e2e/tsconfig.json', '--noEmit']),
      nodeRun([bin('typescript/bin/tsc'), '-p', 'bench/tsconfig.json']),
      nodeRun([bin('eslint/bin/eslint.js'), '.']),
      nodeRun([bin('prettier/bin/prettier.cjs'), '--check', '.', '--log-level', 'warn']),
      vitest([], onServer),
    ],
  ],
  [
    ...(server ? [vitest(EMBEDDED_ALSO, embedded)] : []),
    // The API's file tests once more with the files on object storage (the S3 emulator, decision 0044).
    vitest(FILE_TESTS, { ...onServer, TEST_FILE_STORE: 's3' }),
    // The scaled layout serves the web app's build.
    ...(server
      ? [[...vitest(['-c', 'vitest.fault.config.ts'], { ...next, FAULT_DATABASE_URL: server }), { after: 'web built' }]]
      : []),
  ],
);
console.log(`› all tests passed in ${since()}`);
