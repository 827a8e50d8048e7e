import { hash, verify } from '@node-rs/argon2';
import { randomInt } from 'node:crypto';
import { AppError } from '../../lib/app-error.js';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane): ~30 ms a check here.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash that matches no password: checked against when the e-mail is unknown, so that a wrong
 * e-mail and a wrong password take the same time and read the same.
 */
export const NO_PASSWORD_HASH = hashPassword(`no-operator-${randomInt(1e9)}`);

/** Refuses, as the error of `field`, a new password that holds the name part of the operator's e-mail. */
export function refuseEmailInPassword(password: string, email: string, field: 'password' | 'newPassword'): void {
  if (password.toLowerCase().includes(email.split('@')[0]!.toLowerCase())) {
    throw new AppError('validation_error', { details: { fields: { [field]: 'Пароль не должен содержать ваш e-mail' } } });
  }
}
