import type { NpdRow, TaxProfile } from './queries.js';

/** Why a self-employed member may not withdraw now; null when they may (or are not self-employed). */
export function npdRefusalCode(
  profile: TaxProfile,
  npd: NpdRow | undefined,
  /** Who pays the self-employed now: a binding made with another payer is no binding (decision 0057). */
  payer: string | null,
): 'npd_not_bound' | 'npd_status_lost' | null {
  if (profile.regime !== 'self_employed') return null;
  if (npd?.stoppedReason) return 'npd_status_lost';
  if (payer && npd?.provider && npd.provider !== payer) return 'npd_not_bound';
  // A binding made for another ИНН than the profile's now is no binding.
  if (npd?.bindingStatus !== 'confirmed' || npd.bindingInn !== profile.inn) return 'npd_not_bound';
  return null;
}
