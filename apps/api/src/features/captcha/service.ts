import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey as sha } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import type { Queryable } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import type { CaptchaKeys } from '../../lib/keys.js';

export const CHALLENGE_TTL_MS = 10 * 60_000;

/**
 * ALTCHA v2 proof of work with plain SHA-256: the browser tries counters from 0 up to a random
 * value below `maxCounter`. PBKDF2 makes each try thousands of times dearer and a phone would
 * spend tens of seconds; see docs/decisions/0003-captcha-work.md and bench/captcha-solve.ts.
 */
export async function createCaptchaChallenge(keys: CaptchaKeys, clock: Clock, maxCounter: number): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(Math.floor(maxCounter / 2), maxCounter),
    deriveKey: sha,
    expiresAt: new Date(clock.now().getTime() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
}

/** True once per solved, unexpired, correctly signed challenge; a replayed payload is false. */
export async function verifyCaptcha(db: Queryable, keys: CaptchaKeys, clock: Clock, payload: string): Promise<boolean> {
  const now = clock.now();
  const expiresAt = readExpiry(payload);
  if (expiresAt === null || expiresAt * 1000 < now.getTime()) return false;
  const store = {
    async get(): Promise<boolean> {
      return false;
    },
    async set(): Promise<void> {},
    // Atomic across API processes: the primary key admits one use of a challenge.
    async setIfAbsent(id: string): Promise<boolean> {
      const res = await db.query(`INSERT INTO captcha_uses (challenge_id, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
        id,
        new Date(expiresAt * 1000),
      ]);
      return res.rowCount === 1;
    },
  };
  const result = await verify(payload, sha, keys.signature, keys.keySignature, store);
  if (Math.random() < 0.01) await sweepCaptchaUses(db, now);
  return result.error === null && result.verification?.verified === true;
}

export async function sweepCaptchaUses(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM captcha_uses WHERE expires_at < $1', [now]);
}

/** The challenge's signed expiry; unsigned or absent ones are refused outright. */
function readExpiry(payload: string): number | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
      challenge?: { parameters?: { expiresAt?: unknown } };
    };
    const value = parsed.challenge?.parameters?.expiresAt;
    return typeof value === 'number' ? value : null;
  } catch {
    return null;
  }
}
