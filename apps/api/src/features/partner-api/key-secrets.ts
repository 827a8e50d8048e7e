// A partner key's two secrets (decision 0063). The API key `apk_<id>_<secret>` is a bearer: the API
// keeps only an HMAC of its secret under a key derived from the server's secret, so a copy of the
// database does not let anyone call as the partner. The signing secret `whsec_…` signs each request
// (Standard Webhooks); checking a signature needs the secret itself, so it is kept sealed (AES-GCM)
// under another derived key.
import { randomBytes } from 'node:crypto';
import type { Secrets } from '../../config/secrets.js';
import { deriveKey, hmacHex, randomToken, safeEqualHex } from '../../lib/keys.js';
import { seal, unseal } from '../../lib/seal.js';

const API_KEY_RE = /^apk_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export interface NewKeySecrets {
  id: string;
  apiKey: string;
  secretHash: string;
  signingSecret: string;
  sealedSigningSecret: string;
}

/** A fresh key's id and secrets, with what the database keeps of them. */
export function newKeySecrets(secrets: Secrets): NewKeySecrets {
  const apiKey = `apk_${randomBytes(8).toString('hex')}_${randomToken()}`;
  return keptSecretsOf(secrets, apiKey, `whsec_${randomBytes(32).toString('base64')}`);
}

/** What the database keeps of a key's given secrets (the demo's partner brings its own: seed/partner-demo.ts). */
export function keptSecretsOf(secrets: Secrets, apiKey: string, signingSecret: string): NewKeySecrets {
  const parsed = parseApiKey(apiKey);
  if (!parsed) throw new Error('not an API key of the form apk_<id>_<secret>');
  return {
    id: parsed.id,
    apiKey,
    secretHash: hmacHex(hashKey(secrets), parsed.secret),
    signingSecret,
    sealedSigningSecret: seal(sealKey(secrets), signingSecret),
  };
}

/** The id and secret of a bearer that has the key's form, or null. */
export function parseApiKey(bearer: string): { id: string; secret: string } | null {
  const m = API_KEY_RE.exec(bearer);
  return m ? { id: m[1]!, secret: m[2]! } : null;
}

/** Whether `secret` is the one whose hash the key keeps (in constant time). */
export function secretMatches(secrets: Secrets, secret: string, storedHash: string): boolean {
  return safeEqualHex(hmacHex(hashKey(secrets), secret), storedHash);
}

export function openSigningSecret(secrets: Secrets, sealed: string): string {
  return unseal(sealKey(secrets), sealed);
}

/**
 * The keyed hash of a subscriber's phone (normalised `79…`): the programme can tell two contracts of
 * one subscriber apart from two subscribers, and keeps no number.
 */
export function subscriberKey(secrets: Secrets, phone: string): string {
  return hmacHex(deriveKey(secrets.tokenSecret, 'subscriber-number'), phone);
}

const hashKey = (secrets: Secrets) => deriveKey(secrets.tokenSecret, 'partner-key');
const sealKey = (secrets: Secrets) => deriveKey(secrets.tokenSecret, 'partner-signing-secret');
