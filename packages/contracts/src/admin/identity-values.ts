// Identity review's constants without zod: the back office's screens read them.

export const IDENTITY_ACCESS_PAGE_SIZE = 50;

/** The data fields of a document, in the order the review screen shows them. */
export const IDENTITY_FIELDS = [
  'passportType',
  'passportCountry',
  'serial',
  'number',
  'issuedAt',
  'validTo',
  'issuer',
  'gender',
  'dateOfBirth',
  'registrationAddress',
  'registrationIssuedAt',
  'registrationExpiresAt',
  'inn',
] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];
