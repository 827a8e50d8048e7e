// The suite runs where the product runs: on the Node.js LTS that .nvmrc pins (decision 0026), which
// `npm test` starts itself on even when the machine's Node is another; the API reports it on /metrics.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { parseEnv } from '../../src/config/env.js';
import { createTestDb } from '../helper.js';

const pinned = readFileSync(fileURLToPath(new URL('../../../../.nvmrc', import.meta.url)), 'utf8').trim();

describe('the runtime', () => {
  it('is the pinned Node.js LTS', () => {
    expect(process.versions.node.split('.')[0]).toBe(pinned);
  });

  it('is named on the metrics of a server', async () => {
    const db = await createTestDb();
    const app = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', DATA_DIR: '/tmp/cabinet-runtime-test' }),
      db,
      secrets: { sessionSecret: 's'.repeat(32), tokenSecret: 't'.repeat(32) },
      logStream: { write: () => undefined },
      processMetrics: true,
      jobs: { work: false },
    });
    await app.ready();
    await app.deps.jobs.ready();
    try {
      const text = await app.metrics.metrics();
      expect(text).toMatch(new RegExp(`nodejs_version_info\\{version="v${pinned}\\.\\d+\\.\\d+",major="${pinned}"`));
    } finally {
      await app.close();
      await db.close();
    }
  });
});
