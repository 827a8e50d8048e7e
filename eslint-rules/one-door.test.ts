// The project's lint keeps each concern behind its one module: lints snippets as if they were files
// of the repository, inside and outside the door.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function doorProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'cabinet/one-door').map((m) => m.message);
}

const ledgerWrite = 'export const sql = `INSERT INTO ledger_entries (account_id) VALUES ($1)`;\n';
const moscowFormatter = "export const f = () => new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow' });\n";

describe('one door per concern', () => {
  it('refuses a write into the ledger outside apps/api/src/ledger, in a template or a string', async () => {
    expect(await doorProblems('apps/api/src/features/orders/sample.ts', ledgerWrite)).toEqual([
      'Only apps/api/src/ledger writes ledger_* tables: post() or postMany().',
    ]);
    expect(
      await doorProblems('apps/api/src/features/orders/sample.ts', "export const s = 'delete from ledger_entries';\n"),
    ).toHaveLength(1);
    expect(await doorProblems('apps/api/src/ledger/sample.ts', ledgerWrite)).toEqual([]);
  });

  it('refuses a notification written outside the notifications feature', async () => {
    const insert = 'export const sql = `INSERT INTO notifications (member_id) VALUES ($1)`;\n';
    expect(await doorProblems('apps/api/src/features/news/sample.ts', insert)).toEqual([
      'Notifications are written by the notifications feature only: notify() or notifyMany().',
    ]);
    expect(await doorProblems('apps/api/src/features/notifications/sample.ts', insert)).toEqual([]);
  });

  it('refuses a programme setting written outside the programme-settings feature', async () => {
    const upsert = "export const sql = 'INSERT INTO programme_settings (key, value) VALUES ($1, $2)';\n";
    expect(await doorProblems('apps/api/src/features/tax/sample.ts', upsert)).toEqual([
      'Programme settings are written by apps/api/src/features/programme-settings only: writeProgrammeSetting().',
    ]);
    expect(await doorProblems('apps/api/src/features/programme-settings/sample.ts', upsert)).toEqual([]);
  });

  it('refuses a request for a second person written outside the approvals feature', async () => {
    const insert = "export const sql = 'INSERT INTO approvals (kind, subject) VALUES ($1, $2)';\n";
    const update = "export const sql = `UPDATE approvals SET status = 'approved' WHERE id = $1`;\n";
    for (const source of [insert, update])
      expect(await doorProblems('apps/api/src/features/desk/sample.ts', source)).toEqual([
        'What waits for a second person is written by the approvals feature only: requestApproval() and its door.',
      ]);
    expect(await doorProblems('apps/api/src/features/approvals/sample.ts', insert)).toEqual([]);
    // Reading what waits is anyone's.
    expect(
      await doorProblems('apps/api/src/features/imports/sample.ts', "export const sql = 'SELECT id FROM approvals';\n"),
    ).toEqual([]);
  });

  it('refuses Moscow time formatted anywhere but the one module of each app', async () => {
    expect(await doorProblems('apps/api/src/features/desk/sample.ts', moscowFormatter)).toHaveLength(1);
    expect(await doorProblems('apps/web/src/features/balance/sample.ts', moscowFormatter)).toHaveLength(1);
    expect(await doorProblems('apps/api/src/lib/moscow-time.ts', moscowFormatter)).toEqual([]);
    expect(await doorProblems('apps/web/src/lib/format.ts', moscowFormatter)).toEqual([]);
  });
});
