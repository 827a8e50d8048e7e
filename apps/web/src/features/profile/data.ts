'use client';
// The profile's calls (spec §7 `/api/lk/...`) and their query keys.
import {
  PD_CONSENT_VERSION,
  passportDataResponse,
  consentResponse,
  profileSavedResponse,
  type SetAccountData,
  type SetPassportData,
  type SetPlaceOfWork,
  type SetUserData,
} from '@cabinet/contracts';
import { useQuery } from '@tanstack/react-query';
import { get, post, put } from '@/lib/api-client/client';
import { ApiRequestError, LoggingOutError } from '@/lib/api-client/errors';
import { profileTexts } from '@/lib/messages';

export const profileKeys = {
  consent: ['pd-consent'] as const,
};

export function useConsent() {
  return useQuery({
    queryKey: profileKeys.consent,
    queryFn: ({ signal }) => get('/api/lk/consent', { schema: consentResponse, signal }),
  });
}

/** A refused save: the API's message and, per field, its reasons (`{code, message, fields}`). */
export interface Refusal {
  saved: false;
  status: number;
  code: string | null;
  message: string;
  fields: Record<string, string>;
}
export type SaveOutcome = { saved: true } | Refusal;

/**
 * Spec §8: a failed set-user-data or set-account-data "returns false" — a refusal is a value the
 * form shows, never a throw. Only signing out (the page is going away) is passed on.
 */
async function outcome(call: Promise<unknown>): Promise<SaveOutcome> {
  try {
    await call;
    return { saved: true };
  } catch (err) {
    if (err instanceof LoggingOutError) throw err;
    if (err instanceof ApiRequestError) {
      return {
        saved: false,
        status: err.status,
        code: err.body?.code ?? null,
        message: err.isStructured ? err.body!.message! : profileTexts.saveFailed,
        fields: err.body?.fields ?? {},
      };
    }
    return { saved: false, status: 0, code: null, message: profileTexts.saveFailed, fields: {} };
  }
}

export function saveUserData(body: SetUserData): Promise<SaveOutcome> {
  return outcome(post('/api/lk/edit/set-user-data/', body, { schema: profileSavedResponse }));
}

export function savePlaceOfWork(body: SetPlaceOfWork): Promise<SaveOutcome> {
  return outcome(put('/api/lk/edit/set-place-of-work/', body, { schema: profileSavedResponse }));
}

export function saveAccountData(body: SetAccountData): Promise<SaveOutcome> {
  return outcome(put('/api/lk/edit/set-account-data/', body, { schema: profileSavedResponse }));
}

export function giveConsent() {
  return post('/api/lk/consent', { version: PD_CONSENT_VERSION }, { schema: consentResponse });
}

/**
 * Spec §5: the scans are not in the data (they are uploaded on their own), `issuer` is sent empty,
 * empty registration dates are null (the schema's transform did that already).
 */
export function savePassportData(body: SetPassportData) {
  return post('/api/lk/edit/set-passport-data/', { ...body, issuer: '' }, { schema: passportDataResponse });
}
