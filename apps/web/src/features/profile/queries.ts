'use client';
// The profile's calls (product §7 `/api/lk/...`): the consent's query, the saves and the uploads.
import {
  getConsentRoute,
  giveConsentRoute,
  PD_CONSENT_VERSION,
  setAccountDataRoute,
  setImgRoute,
  setPassportDataRoute,
  setPassportFileRoute,
  setPlaceOfWorkRoute,
  setUserDataRoute,
  withdrawConsentRoute,
  type ScanKind,
  type SetAccountData,
  type SetPassportData,
  type SetPlaceOfWork,
  type SetUserData,
} from '@cabinet/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client/call-api';
import { ApiRequestError, LoggingOutError, refusalMessage } from '@/lib/api-client/errors';
import { profileTexts } from './texts';

export const profileQueries = {
  consent: () => queryOptions({ queryKey: ['pd-consent'], queryFn: ({ signal }) => callApi(getConsentRoute, { signal }) }),
};

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
        message: refusalMessage(err, profileTexts.saveFailed),
        fields: err.body?.fields ?? {},
      };
    }
    return { saved: false, status: 0, code: null, message: profileTexts.saveFailed, fields: {} };
  }
}

export const saveUserData = (body: SetUserData) => outcome(callApi(setUserDataRoute, { body }));
export const savePlaceOfWork = (body: SetPlaceOfWork) => outcome(callApi(setPlaceOfWorkRoute, { body }));
export const saveAccountData = (body: SetAccountData) => outcome(callApi(setAccountDataRoute, { body }));

export const giveConsent = () => callApi(giveConsentRoute, { body: { version: PD_CONSENT_VERSION } });

/** 152-ФЗ: the consent withdrawn, the passport data and scans deleted by the API at once. */
export const withdrawConsent = () => callApi(withdrawConsentRoute, {});

/**
 * Spec §5: the scans are not in the data (they are uploaded on their own), `issuer` is sent empty,
 * empty registration dates are null (the schema's transform did that already).
 */
export const savePassportData = (body: SetPassportData) => callApi(setPassportDataRoute, { body: { ...body, issuer: '' } });

/** The avatar, cropped square, with its upload progress. */
export const uploadAvatar = (file: Blob, onProgress: (percent: number) => void) => callApi(setImgRoute, { file, onProgress });

/** One of the three scans, with its upload progress. */
export const uploadScan = (kind: ScanKind, file: Blob, onProgress: (percent: number) => void) =>
  callApi(setPassportFileRoute, { file, fields: { kind }, onProgress });
