import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from './env.js';

export interface Secrets {
  sessionSecret: string;
  tokenSecret: string;
}

/**
 * Outside production a missing secret is generated once and kept in DATA_DIR/secrets.json,
 * so that sessions survive restarts and the web app and the API read the same values.
 */
export function loadSecrets(env: Env): Secrets {
  if (env.SESSION_SECRET && env.TOKEN_SECRET) {
    return { sessionSecret: env.SESSION_SECRET, tokenSecret: env.TOKEN_SECRET };
  }
  const file = path.join(env.DATA_DIR, 'secrets.json');
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  } catch {
    // first start: nothing stored yet
  }
  const secrets: Secrets = {
    sessionSecret: env.SESSION_SECRET ?? stored.sessionSecret ?? randomBytes(32).toString('base64url'),
    tokenSecret: env.TOKEN_SECRET ?? stored.tokenSecret ?? randomBytes(32).toString('base64url'),
  };
  if (secrets.sessionSecret !== stored.sessionSecret || secrets.tokenSecret !== stored.tokenSecret) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
