import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestContext } from '../helper.js';

/** The document the running API serves at /api/docs/json. */
export async function liveDocument(ctx: TestContext): Promise<Record<string, unknown>> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
  return res.json();
}

/** A folder of its own for files a test writes. */
export function scratchDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export function writeJson(dir: string, name: string, value: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(value, null, 2));
  return file;
}
