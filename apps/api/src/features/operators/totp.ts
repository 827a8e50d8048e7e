import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds.
const PERIOD = 30;
/** One step either side: a phone's clock a little off still signs in. */
const WINDOW = 1;

function totp(secretBase32: string, label: string, issuer: string): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secretBase32) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The time step a code belongs to when it is valid now (within the window) and later than the
 * last accepted step; null otherwise. Accepting only later steps makes each code work once.
 */
export function acceptedTotpStep(secretBase32: string, code: string, now: Date, lastStep: number | null): number | null {
  const delta = totp(secretBase32, 'x', 'x').validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The current code (the demo's helper script and the tests). */
export function currentTotpCode(secretBase32: string, now: Date): string {
  return totp(secretBase32, 'x', 'x').generate({ timestamp: now.getTime() });
}

export async function totpEnrolment(secretBase32: string, email: string, issuer: string) {
  const url = totp(secretBase32, email, issuer).toString();
  const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret: secretBase32, otpauthUrl: url, qrSvg };
}
