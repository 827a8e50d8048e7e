import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/feature-boundaries.js';

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
    plugins: { cabinet: boundaries },
    rules: {
      'cabinet/feature-boundaries': ['error', { featuresDir: 'apps/api/src/features', publicEntries: ['service'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { cabinet: boundaries },
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
  // Browser tests run in Node (Playwright); page.evaluate callbacks run in the page. Playwright
  // reads a fixture's dependencies from its first parameter, so `async ({}, use)` is how one says none.
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-undef': 'off', 'no-empty-pattern': 'off' },
  },
);
