// The identity document's fixed values and status texts, without zod: the browser's profile and withdrawal show them.

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

export const digitsOnly = (v: string) => v.replace(/\s/g, '');

/** The fields of a passport form that its normalisation reads (the form's type comes from its schema). */
export interface PassportNumbering {
  passportType: string;
  serial: string;
  number: string;
  passportCountry: string;
}

/**
 * Spec §5's rules before saving: the serial defaults to '' (schema default), spaces typed into an
 * RF serial or number go, the country is 'Россия' for 'Паспорт гражданина РФ', empty optional
 * dates are null (schema transform).
 */
export function normalisePassport<T extends PassportNumbering>(v: T): T {
  const rf = v.passportType === RF_PASSPORT;
  return {
    ...v,
    serial: rf ? digitsOnly(v.serial) : v.serial,
    number: rf ? digitsOnly(v.number) : v.number,
    passportCountry: rf ? RUSSIA : v.passportCountry,
  };
}
