import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';

// Tests import the contracts from source so that no build is needed before `vitest`.
const contracts = fileURLToPath(new URL('./packages/contracts/src/index.ts', import.meta.url));
const contractsClient = fileURLToPath(new URL('./packages/contracts/src/client.ts', import.meta.url));
const contractsProfile = fileURLToPath(new URL('./packages/contracts/src/profile/index.ts', import.meta.url));
const webSrc = fileURLToPath(new URL('./apps/web/src/', import.meta.url));

/** Next.js imports a picture as `{src, width, height}` under /_next/static/media/: the component tests get the same. */
const nextStaticImages: Plugin = {
  name: 'next-static-images',
  enforce: 'pre',
  load(id) {
    if (!/\.(svg|png|jpe?g|webp)$/.test(id)) return null;
    return `export default ${JSON.stringify({ src: `/_next/static/media/${path.basename(id)}`, width: 0, height: 0 })};`;
  },
};

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@cabinet\/contracts\/client$/, replacement: contractsClient },
      { find: /^@cabinet\/contracts\/profile$/, replacement: contractsProfile },
      { find: /^@cabinet\/contracts$/, replacement: contracts },
      // `server-only` throws outside React's server build; unit tests run server modules in plain Node.
      {
        find: /^server-only$/,
        replacement: fileURLToPath(new URL('./apps/web/src/lib/server/testing/server-only-stub.ts', import.meta.url)),
      },
      // The web app's own `@/…` paths (apps/web/tsconfig.json).
      { find: /^@\//, replacement: webSrc },
    ],
  },
  // The web app's components (`*.test.tsx`) are written for `jsx: react-jsx`: Oxc compiles them to
  // React's automatic runtime, as Next does.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'eslint-rules/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/api/test/**/*.test.ts',
            // The web app's unit tests are pure functions in Node: no DOM environment is needed.
            'apps/web/src/**/*.test.ts',
            // The web app's own server modules (server.mjs and beside it).
            'apps/web/*.test.mjs',
            // The documentation's own checks (decision records, the product description).
            'docs/**/*.test.ts',
          ],
          // The database is migrated once per run; each API test file starts from a copy (helper.ts).
          globalSetup: ['apps/api/test/global-setup.ts'],
          // A worker imports the API's modules once for all the files it runs: each file builds its own
          // app on its own database, and the API keeps what it remembers per database or per app, so
          // files share no state; importing them anew for every file was a fifth of the suite's time
          // (docs/testing.md). What a file started stops when it ends (apps/api/test/file-teardown.ts).
          isolate: false,
          setupFiles: ['apps/api/test/per-file-setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [nextStaticImages],
        test: {
          // Component tests (Testing Library) in a DOM, with the API faked at fetch (apps/web/src/testing).
          name: 'components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup.tsx'],
          // `vi.waitFor` and `expect.poll` wait as Testing Library's waits do (setup.tsx): 5 s.
          expect: { poll: { timeout: 5000 } },
        },
      },
    ],
    // One PGlite per test file takes ~1 GiB at peak; two workers fit the 2-core machine. Worker
    // threads, not processes: a file starts in a fresh thread, isolated as before, and the whole
    // suite takes about a quarter less time than in forked processes here (docs/testing.md).
    pool: 'threads',
    maxWorkers: 2,
    // Generous: on a loaded 2-core machine a PGlite start plus seeding can take a minute.
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
