// The project's own lint configuration refuses imports across features (CONVENTIONS: boundaries are
// enforced, not only written down). Lints snippets as if they were files of the repository.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'cabinet/feature-boundaries').map((m) => m.message);
}

describe('API features', () => {
  it('refuse a feature reaching into another past its service', async () => {
    const problems = await boundaryProblems(
      'apps/api/src/features/orders/sample.ts',
      "import { insertNotification } from '../notifications/queries.js';\nexport const x = insertNotification;\n",
    );
    expect(problems).toEqual([
      "The feature 'orders' uses 'notifications' through '../notifications/queries.js': use another feature only through its public entry (service).",
    ]);
  });

  it("let a feature use another's service, and its own modules", async () => {
    const code =
      "import { notify } from '../notifications/service.js';\nimport { findOrder } from './queries.js';\nexport const x = [notify, findOrder];\n";
    expect(await boundaryProblems('apps/api/src/features/orders/sample.ts', code)).toEqual([]);
  });
});
