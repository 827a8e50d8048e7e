import { readFileSync } from 'node:fs';

export interface Member {
  phone: string;
  /** The demo data's members have names; the others sign up at their first sign-in, without one. */
  firstName?: string;
}

/**
 * The demo members, and one phone per test that signs in, so that no two tests share a phone (the
 * API allows a phone a new code once a minute). Those join at their first sign-in (OPEN_REGISTRATION).
 */
export const members = JSON.parse(readFileSync(new URL('./members.json', import.meta.url), 'utf8')) as Record<
  'demo' | 'second' | 'errors' | 'exitModal' | 'twoTabs' | 'revoked' | 'update' | 'mobileShell' | 'desktopShell' | 'returnTo' | 'appServer' | 'keyboard' | 'a11y',
  Member
>;

/** The code every SMS carries here (OTP_FIXED_CODE, the spec's default code). */
export const CODE = '000000';
