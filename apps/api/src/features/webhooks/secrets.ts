// An endpoint's signing secrets (Standard Webhooks): `whsec_` and 32 random bytes in base64, sealed in
// the database, shown to the admin once. Signing is the `standardwebhooks` library's, never ours.
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { Queryable } from '../../db/types.js';
import { deriveKey } from '../../lib/keys.js';
import { seal, unseal } from '../../lib/seal.js';

export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The key that seals the secrets (the app's TOKEN_SECRET, for this purpose only). */
export function secretsKey(tokenSecret: string): Buffer {
  return deriveKey(tokenSecret, 'webhook-secrets');
}

/**
 * `webhook-signature`: `v1,<signature>` under each secret valid now, separated by spaces — during a
 * rotation the company's verifier may hold either secret, and the spec lets a message carry several.
 */
export function signatureHeader(secrets: readonly string[], msgId: string, at: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(msgId, at, body)).join(' ');
}

export async function addSecret(tx: Queryable, key: Buffer, endpointId: number, secret: string, at: Date): Promise<void> {
  await tx.query('INSERT INTO webhook_secrets (endpoint_id, secret_sealed, created_at) VALUES ($1, $2, $3)', [
    endpointId,
    seal(key, secret),
    at,
  ]);
}

/**
 * A new current secret; the current one keeps signing until `previousUntil` (now: not at all), and an
 * earlier one still valid from a rotation before stops now — at most two sign at once.
 */
export async function rotateSecret(
  tx: Queryable,
  key: Buffer,
  endpointId: number,
  previousUntil: Date,
  at: Date,
): Promise<string> {
  await tx.query('UPDATE webhook_secrets SET expires_at = $2 WHERE endpoint_id = $1 AND expires_at > $2', [endpointId, at]);
  await tx.query('UPDATE webhook_secrets SET expires_at = $2 WHERE endpoint_id = $1 AND expires_at IS NULL', [
    endpointId,
    previousUntil,
  ]);
  const secret = newSecret();
  await addSecret(tx, key, endpointId, secret, at);
  return secret;
}

/** The secrets that sign a message sent at `at`: the current one first. */
export async function validSecrets(db: Queryable, key: Buffer, endpointId: number, at: Date): Promise<string[]> {
  const { rows } = await db.query<{ sealed: string }>(
    `SELECT secret_sealed AS sealed FROM webhook_secrets
      WHERE endpoint_id = $1 AND (expires_at IS NULL OR expires_at > $2)
      ORDER BY expires_at DESC NULLS FIRST, id DESC`,
    [endpointId, at],
  );
  return rows.map((r) => unseal(key, r.sealed));
}
