import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/feature-boundaries.js';
import oneDoor from './eslint-rules/one-door.js';

// The project's own rules, one plugin (ESLint refuses a plugin name defined twice).
const cabinet = { rules: { ...boundaries.rules, ...oneDoor.rules } };

/** SQL in a string or a template that matches `re` (a regular expression's source). */
const sql = (re) => [`Literal[value=/${re}/i]`, `TemplateElement[value.raw=/${re}/i]`];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/.next/**',
      'apps/web/public/vendor/**',
      'apps/web/next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
      // The benchmarks' generated data, an older build of the API and the empty Next page.
      'bench/.data/**',
      'bench/.empty-app/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: Object.fromEntries(
        ['process', 'console', 'URL', 'Buffer', 'fetch', 'setTimeout', 'clearTimeout', 'AbortSignal', 'performance'].map((g) => [
          g,
          'readonly',
        ]),
      ),
    },
    rules: {
      // With noUncheckedIndexedAccess, `rows[0]!` after INSERT … RETURNING states a fact the
      // type system cannot know; banning it would only trade it for noisier checks.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Layers (CONVENTIONS "Boundaries are enforced"): on the API a feature uses another only through its
  // service; on the web, pages → features → components / lib, and no feature imports another.
  {
    files: ['apps/api/src/**/*.ts', 'apps/api/test/**/*.ts'],
    plugins: { cabinet },
    rules: {
      'cabinet/feature-boundaries': [
        'error',
        {
          featuresDir: 'apps/api/src/features',
          publicEntries: ['service'],
          // Below the features: what they are built on never imports them (decision 0007). The
          // composition root (app.ts, server.ts), the seed and the command line sit above them.
          lower: ['config', 'db', 'http', 'jobs', 'ledger', 'lib', 'plugins', 'providers'].map((dir) => `apps/api/src/${dir}`),
          upper: ['apps/api/src/seed', 'apps/api/src/cli'],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { cabinet },
    rules: {
      'cabinet/feature-boundaries': [
        'error',
        {
          featuresDir: 'apps/web/src/features',
          lower: ['apps/web/src/components', 'apps/web/src/lib'],
          upper: ['apps/web/src/app'],
          aliases: { '@/': 'apps/web/src/' },
        },
      ],
    },
  },
  // The web app: React (hooks and the compiler's rules) and Next.js. Browser and server globals are
  // TypeScript's business there (typescript-eslint advises turning no-undef off for TS code).
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    settings: { next: { rootDir: 'apps/web/' } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'no-undef': 'off',
    },
  },
  // Decision 0022: the browser code of the cabinet and the back office loads no zod. Routes,
  // constants and types come from `@cabinet/contracts/client`; a form's zod rules (schema.ts,
  // resolver(s).ts) are loaded by lazyResolver on first use, and a back-office list's schema (list.ts)
  // is read by its page on the app server, so only type imports of them are allowed here.
  {
    files: ['apps/web/src/{components,lib,features}/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/lib/server/**',
      // Tests are no browser bundle: a component test may build its fixtures with the full contracts.
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/features/*/schema.ts',
      'apps/web/src/features/*/resolver.ts',
      'apps/web/src/features/*/resolvers.ts',
      'apps/web/src/features/*/list.ts',
      // The typed number under a contract's rule: zod, imported by the resolvers only (the rule below).
      'apps/web/src/lib/typed-number-rule.ts',
      // A server action: it runs on the app server only.
      'apps/web/src/features/admin-auth/sign-in-sent-early.ts',
      // The list's page on the app server (server-only).
      'apps/web/src/components/admin/list-page/list-page-data.tsx',
      // Read by server components only (the support e-mail of the layout and the help pages).
      'apps/web/src/features/documents/support-email.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@cabinet/contracts',
              allowTypeImports: true,
              message: 'Browser code imports @cabinet/contracts/client (no zod).',
            },
            {
              name: '@cabinet/contracts/profile',
              allowTypeImports: true,
              message: 'Browser code imports @cabinet/contracts/client (no zod).',
            },
          ],
          patterns: [
            {
              group: ['zod', 'zod/*', '@hookform/resolvers', '@hookform/resolvers/*'],
              allowTypeImports: true,
              message: 'zod loads with lazyResolver (decision 0022).',
            },
            {
              group: ['**/schema', '**/resolver', '**/resolvers', '**/list', '**/typed-number-rule'],
              allowTypeImports: true,
              message: 'A form loads its zod rules with lazyResolver, a list its schema with lazyModule (decision 0022).',
            },
          ],
        },
      ],
    },
  },
  // A link prefetches its page when the visitor shows intent, not on sight (IntentLink).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: 'Links come from @/components/intent-link (prefetch on intent, decision 0038).' },
          ],
        },
      ],
    },
  },
  // No Intl formatter is made while a module loads. The first one of a locale loads its ICU
  // data (about 60 ms of the sign-in page's load, which formats nothing); `lazy` makes it at first use.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name="Intl"]',
          message: 'Make the formatter at first use: lazy(() => new Intl.…) from @cabinet/contracts/client.',
        },
      ],
    },
  },
  // Background work of the API is a job of the job queue (decision 0027), never a timer: a timer
  // that is not a job says why beside an eslint-disable comment.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'setInterval', message: 'Background work is a job (apps/api/src/jobs, decision 0027).' },
        { name: 'setTimeout', message: 'Background work is a job (apps/api/src/jobs, decision 0027).' },
      ],
    },
  },
  // One door per concern (eslint-rules/one-door.js). Money (decision 0004): only apps/api/src/ledger
  // writes the ledger's tables; only the notifications feature writes notifications, only the programme
  // settings' read side (features/programme-settings) the programme's settings, only the approvals
  // feature what waits for a second person (decision 0060); people read Moscow time formatted by one
  // module per app.
  {
    files: ['apps/**/*.{ts,tsx,mjs}', 'packages/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { cabinet },
    rules: {
      'cabinet/one-door': [
        'error',
        [
          ...sql('(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+ledger_').map((selector) => ({
            selector,
            allow: ['apps/api/src/ledger'],
            message: 'Only apps/api/src/ledger writes ledger_* tables: post() or postMany().',
          })),
          ...sql('INSERT\\s+INTO\\s+notifications\\b').map((selector) => ({
            selector,
            allow: ['apps/api/src/features/notifications'],
            message: 'Notifications are written by the notifications feature only: notify() or notifyMany().',
          })),
          ...sql('(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+approvals\\b').map((selector) => ({
            selector,
            allow: ['apps/api/src/features/approvals'],
            message: 'What waits for a second person is written by the approvals feature only: requestApproval() and its door.',
          })),
          ...sql('(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+programme_settings\\b').map((selector) => ({
            selector,
            allow: ['apps/api/src/features/programme-settings'],
            message: 'Programme settings are written by apps/api/src/features/programme-settings only: writeProgrammeSetting().',
          })),
          {
            selector: 'Property[key.name="timeZone"][value.value="Europe/Moscow"]',
            allow: ['apps/api/src/lib/moscow-time.ts', 'apps/web/src/lib/format.ts'],
            message: 'Moscow time is formatted by apps/api/src/lib/moscow-time.ts (API) or apps/web/src/lib/format.ts (web).',
          },
        ],
      ],
    },
  },
  // Browser tests run in Node (Playwright); page.evaluate callbacks run in the page. Playwright
  // reads a fixture's dependencies from its first parameter, so `async ({}, use)` is how one says none.
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-undef': 'off', 'no-empty-pattern': 'off' },
  },
);
