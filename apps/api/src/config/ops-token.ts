import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from './env.js';

// The ops listener's `POST /backup` hands out the whole database, and this machine runs servers
// that post to addresses others choose (push subscriptions, provider webhooks): so the backup always
// asks for a token (decision 0009). OPS_TOKEN when set; otherwise one made at the first start and
// kept in DATA_DIR/ops-token, which `npm run backup` (same DATA_DIR) reads.

const fileOf = (env: Pick<Env, 'DATA_DIR'>) => path.join(env.DATA_DIR, 'ops-token');

/** The token kept in DATA_DIR, if an API made one. */
export function readStoredOpsToken(env: Pick<Env, 'DATA_DIR'>): string | undefined {
  try {
    return readFileSync(fileOf(env), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** OPS_TOKEN, or the stored token, made now when there is none. */
export function loadOpsToken(env: Pick<Env, 'DATA_DIR' | 'OPS_TOKEN'>): string {
  if (env.OPS_TOKEN) return env.OPS_TOKEN;
  const stored = readStoredOpsToken(env);
  if (stored) return stored;
  const file = fileOf(env);
  mkdirSync(env.DATA_DIR, { recursive: true });
  // Written aside and linked into place: two API processes sharing DATA_DIR at their first start
  // end with one token (the link of the second fails, and it reads the first's).
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(aside, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(aside, { force: true });
  }
  return readStoredOpsToken(env)!;
}
