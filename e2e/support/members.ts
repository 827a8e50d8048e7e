import { readFileSync } from 'node:fs';
import type membersFile from './members.json';

export interface Member {
  phone: string;
  /** The demo data's members have names; the others sign up at their first sign-in, without one. */
  firstName?: string;
}

/** Every key of members.json, so a test naming a missing member does not compile. */
type MemberKey = keyof typeof membersFile;

/**
 * The demo members, and one phone per test that signs in, so that no two tests share a phone (the
 * API allows a phone a new code once a minute). Those join at their first sign-in (OPEN_REGISTRATION).
 */
export const members = JSON.parse(readFileSync(new URL('./members.json', import.meta.url), 'utf8')) as Record<MemberKey, Member>;

/** The code every SMS carries here (OTP_FIXED_CODE, the spec's default code). */
export const CODE = '000000';
