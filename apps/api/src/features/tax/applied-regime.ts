import type { TaxRegime } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { storedProfile } from './profile.js';
import { verifyRegime } from './regime-verification.js';

/** The regime a withdrawal asked now is taxed under: the declared one once verified (decision 0043). */
export async function appliedRegime(db: Queryable, memberId: string, at: Date): Promise<TaxRegime> {
  return (await verifyRegime(db, memberId, await storedProfile(db, memberId), at)).applies;
}
