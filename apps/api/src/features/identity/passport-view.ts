import { IDENTITY_STATUS_TEXT, fileUrl, type PassportData, type PassportForm } from '@cabinet/contracts';
import type { IdentityRow } from './queries.js';

/** What a member without any identity data sees (product §3: defaults are empty, version 0). */
const EMPTY: Omit<PassportData, 'consentGiven'> = {
  gender: '',
  passportType: '',
  dateOfBirth: '',
  serial: '',
  number: '',
  issuedAt: '',
  validTo: '',
  registrationAddress: '',
  inn: '',
  version: 0,
  status: IDENTITY_STATUS_TEXT.pending,
  passportCountry: '',
  registrationIssuedAt: '',
  registrationExpiresAt: '',
  comment: '',
  issuer: '',
  pasportScan: null,
  adressScan: null,
  innScan: null,
};

export function toPassportData(row: IdentityRow | undefined, consentGiven: boolean): PassportData {
  if (!row) return { ...EMPTY, consentGiven };
  return {
    // Values were checked against the contract when saved; '' stands for a row with scans only.
    gender: row.gender as PassportData['gender'],
    passportType: row.passportType as PassportData['passportType'],
    dateOfBirth: row.dateOfBirth ?? '',
    serial: row.serial,
    number: row.number,
    issuedAt: row.issuedAt ?? '',
    validTo: row.validTo ?? '',
    registrationAddress: row.registrationAddress,
    inn: row.inn,
    version: row.version,
    status: IDENTITY_STATUS_TEXT[row.status],
    passportCountry: row.passportCountry,
    registrationIssuedAt: row.registrationIssuedAt ?? '',
    registrationExpiresAt: row.registrationExpiresAt ?? '',
    comment: row.comment,
    issuer: row.issuer,
    pasportScan: row.pasportScan ? fileUrl('pasportScan', row.pasportScan) : null,
    adressScan: row.adressScan ? fileUrl('adressScan', row.adressScan) : null,
    innScan: row.innScan ? fileUrl('innScan', row.innScan) : null,
    consentGiven,
  };
}

/** Whether a save would change nothing that is stored (then the review state is kept). */
export function sameData(row: IdentityRow, d: PassportForm): boolean {
  return (
    row.gender === d.gender &&
    row.passportType === d.passportType &&
    row.dateOfBirth === d.dateOfBirth &&
    row.serial === d.serial &&
    row.number === d.number &&
    row.issuedAt === d.issuedAt &&
    row.validTo === d.validTo &&
    row.issuer === d.issuer &&
    row.registrationAddress === d.registrationAddress &&
    row.inn === d.inn &&
    row.passportCountry === d.passportCountry &&
    row.registrationIssuedAt === d.registrationIssuedAt &&
    row.registrationExpiresAt === d.registrationExpiresAt
  );
}
