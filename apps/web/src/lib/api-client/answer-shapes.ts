// The few answers the browser checks before it trusts them, checked without zod (docs/performance.md: zod
// cost every page ~25 kB gzip of its first load). Each check accepts what its contract's schema
// accepts and refuses what it refuses; answer-shapes.test.ts holds them to the schemas.
import type { RefreshTokenResponse, RequestWithdrawalResponse, VersionFile, WebUserResponse } from '@cabinet/contracts/client';
import { isFields as isObject, isString, isStringOrNull } from '../value-shapes';

/** A malformed answer: the caller treats it like a failed call. */
class UnexpectedAnswerError extends Error {
  override name = 'UnexpectedAnswerError';
}

function expect<T>(value: unknown, check: (value: unknown) => boolean, what: string): T {
  if (!check(value)) throw new UnexpectedAnswerError(`Unexpected answer: ${what}`);
  return value as T;
}

/** GET /api/user/ (webUserResponse). */
export function checkWebUser(value: unknown): WebUserResponse {
  return expect(
    value,
    (v) =>
      isObject(v) &&
      (v.isLoggedIn === false ||
        (v.isLoggedIn === true && isString(v.userId) && isString(v.phone) && isString(v.firstName) && isString(v.accessToken))),
    'web user',
  );
}

/** GET /api/refresh-token (refreshTokenResponse). */
export function checkRefreshTokens(value: unknown): RefreshTokenResponse {
  return expect(
    value,
    (v) =>
      isObject(v) &&
      isObject(v.data) &&
      isString(v.data.access_token) &&
      isString(v.data.refresh_token) &&
      Number.isSafeInteger(v.data.expires_in),
    'refresh tokens',
  );
}

/** GET /version.json (versionFileSchema). */
export function checkVersionFile(value: unknown): VersionFile {
  return expect(
    value,
    (v) => isObject(v) && isString(v.fullVersion) && isString(v.buildTime) && isString(v.gitHash),
    'version file',
  );
}

/**
 * A withdrawal's refusal `{success, order, error, errorCode}` (requestWithdrawalResponse), or null.
 * The order itself is the API's to shape: only its presence is looked at.
 */
export function asWithdrawalAnswer(value: unknown): RequestWithdrawalResponse | null {
  return isObject(value) &&
    typeof value.success === 'boolean' &&
    (value.order === null || isObject(value.order)) &&
    isStringOrNull(value.error) &&
    isStringOrNull(value.errorCode)
    ? (value as RequestWithdrawalResponse)
    : null;
}
