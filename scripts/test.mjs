// npm test: type-check, lint, then the whole suite (unit and API integration on a real database).
import path from 'node:path';
import { buildApi, ensureInstalled, root, run } from './lib/ensure.mjs';

ensureInstalled();
buildApi();
const bin = (p) => path.join(root, 'node_modules', p);
console.log('› type-checking…');
run(process.execPath, [bin('typescript/bin/tsc'), '-p', 'apps/api/tsconfig.test.json', '--noEmit']);
console.log('› linting…');
run(process.execPath, [bin('eslint/bin/eslint.js'), '.']);
console.log(`› unit and API tests on ${process.env.TEST_DATABASE_URL ? 'the PostgreSQL server' : 'PGlite'}…`);
run(process.execPath, [bin('vitest/vitest.mjs'), 'run']);
