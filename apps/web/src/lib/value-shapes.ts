// What a value from outside the page's own code is (an API's answer, a message from another window),
// checked without zod, which the browser's first load does not carry (decision 0022).
export type Fields = Record<string, unknown>;

export const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
