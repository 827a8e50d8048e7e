// Input rules of product §5 without zod: the browser's forms read them, the schemas in validation.ts build on them.

/** Spec §5: name-like fields hold only Cyrillic letters, hyphen and whitespace. */
export const NAME_RE = /^[А-Яа-яЁё\s-]*$/;

/** Spec §5: 1 to 25 letters, digits, hyphen or whitespace. */
export const CODE_RE = /^[\p{L}\d\s-]{1,25}$/u;

export const CODE_MAX_LENGTH = 25;

/** Spec §5 and §9: the default verification code. */
export const DEFAULT_VERIFICATION_CODE = '000000';

export const DATE_MIN = '1925-01-01';

export const DATE_MAX = '2099-12-31';

/** A calendar month `YYYY-MM` of the years a month's figures may name: 1970–2099. */
export const MONTH_RE = /^(19[7-9]\d|20\d\d)-(0[1-9]|1[0-2])$/;
