import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';

export const RF_PASSPORT = 'Паспорт гражданина РФ';
export const RUSSIA = 'Россия';
export const PASSPORT_TYPES = [RF_PASSPORT, 'Паспорт иностранного гражданина'] as const;
export type PassportType = (typeof PASSPORT_TYPES)[number];
export const GENDERS = ['Мужской', 'Женский'] as const;
export type Gender = (typeof GENDERS)[number];

/** How a document's review state is stored, and how the member sees it (product §4: the default is 'На рассмотрении'). */
export const IDENTITY_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];
export const IDENTITY_STATUS_TEXT = {
  pending: 'На рассмотрении',
  confirmed: 'Подтверждено',
  rejected: 'Отклонено',
} as const satisfies Record<IdentityStatus, string>;
export const IDENTITY_STATUS_TEXTS = [
  IDENTITY_STATUS_TEXT.pending,
  IDENTITY_STATUS_TEXT.confirmed,
  IDENTITY_STATUS_TEXT.rejected,
] as const;

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
