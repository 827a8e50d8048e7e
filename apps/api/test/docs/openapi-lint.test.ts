// The OpenAPI document passes Redocly's recommended rules (redocly.yaml) with no error and no warning.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.js';
import { liveDocument, scratchDir, writeJson } from './openapi-document.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});

it('passes the Redocly lint of the recommended rules without a problem', async () => {
  const file = writeJson(scratchDir('openapi-lint-'), 'openapi.json', await liveDocument(ctx));
  const cli = `${root}node_modules/@redocly/cli/bin/cli.js`;
  const run = promisify(execFile);
  let report: string;
  try {
    const out = await run(process.execPath, [cli, 'lint', file, '--config', `${root}redocly.yaml`, '--format', 'json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    report = out.stdout;
  } catch (err) {
    // The CLI exits non-zero when it finds problems; its report is still on stdout.
    report = (err as { stdout?: string }).stdout ?? String(err);
  }
  const problems = (JSON.parse(report) as { problems: { ruleId: string; severity: string; message: string }[] }).problems;
  expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`)).toEqual([]);
});
