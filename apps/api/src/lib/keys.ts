import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** Keys for separate purposes derived from one secret, so that one leak does not open the others. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'agent-plus', purpose, 32));
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hmacHex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The key that seals operators' TOTP secrets (the app and the demo data derive the same one). */
export function operatorTotpKey(tokenSecret: string): Buffer {
  return deriveKey(tokenSecret, 'operator-totp');
}

/** The HMAC keys of the captcha's challenges (ALTCHA): the challenge's and the derived key's signatures. */
export interface CaptchaKeys {
  signature: string;
  keySignature: string;
}
