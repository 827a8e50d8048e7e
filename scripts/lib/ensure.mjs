// Shared by start, test and seed: install what is missing and build what is stale, with Node alone.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (res.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
}

const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);

/** npm install when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  if (!existsSync(marker) || mtime(path.join(root, 'package-lock.json')) > mtime(marker)) {
    console.log('› installing dependencies (npm install)…');
    run('npm', ['install', '--no-audit', '--no-fund']);
  }
}

/** tsc -b is incremental: it rebuilds only what changed. */
export function buildApi() {
  console.log('› building the API (tsc -b)…');
  run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'apps/api']);
}
