import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { GENDERS, IDENTITY_STATUS_TEXTS, PASSPORT_TYPES } from './passport-values.js';
export * from './passport-values.js';

const scanUrl = z.nullable(z.string()).check(z.describe('`/api/files/<kind>/<id>`, or null when not uploaded'));

/**
 * The identity document as `GET /api/lk/edit/get-passport-data/` answers it: every field of
 * product §3, empty strings for what is not filled (dates too: '' or 'YYYY-MM-DD'), `version` 0
 * while no data has been saved, the scans as URLs.
 */
export const passportDataSchema = z
  .object({
    gender: z.enum(['', ...GENDERS]),
    passportType: z.enum(['', ...PASSPORT_TYPES]),
    dateOfBirth: z.string(),
    serial: z.string(),
    number: z.string(),
    issuedAt: z.string(),
    validTo: z.string(),
    registrationAddress: z.string(),
    inn: z.string(),
    /** Counts saves; send it back with the next save (optimistic concurrency). */
    version: z.int().check(z.gte(0)),
    status: z.enum(IDENTITY_STATUS_TEXTS),
    passportCountry: z.string(),
    registrationIssuedAt: z.string(),
    registrationExpiresAt: z.string(),
    /** The operator's comment of the last review ('' when none). */
    comment: z.string(),
    issuer: z.string(),
    pasportScan: scanUrl,
    adressScan: scanUrl,
    innScan: scanUrl,
    /** Whether the member has given the current consent to personal-data processing. */
    consentGiven: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'PassportData' });
export type PassportData = z.infer<typeof passportDataSchema>;

/** GET /api/lk/edit/get-passport-data/ and the answer of a save. */
export const passportDataResponse = z.object({ passportData: passportDataSchema });
export type PassportDataResponse = z.infer<typeof passportDataResponse>;

export const getPassportDataRoute = defineRoute({
  method: 'GET',
  path: '/api/lk/edit/get-passport-data/',
  operationId: 'getPassportData',
  summary: 'Паспортные данные, статус проверки и сканы',
  tag: 'identity',
  access: 'member',
  response: passportDataResponse,
  errors: [],
});
