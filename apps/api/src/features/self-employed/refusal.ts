import type { NpdRow, TaxProfile } from './queries.js';

/** Why a self-employed member may not withdraw now; null when they may (or are not self-employed). */
export function npdRefusalCode(profile: TaxProfile, npd: NpdRow | undefined): 'npd_not_bound' | 'npd_status_lost' | null {
  if (profile.regime !== 'self_employed') return null;
  if (npd?.stoppedReason) return 'npd_status_lost';
  // A binding made for another ИНН than the profile's now is no binding.
  if (npd?.bindingStatus !== 'confirmed' || npd.bindingInn !== profile.inn) return 'npd_not_bound';
  return null;
}
