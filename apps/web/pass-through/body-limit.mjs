// Size limits of the bodies the pass-through streams to the API (docs/product.md §13), for both of its
// ways: server.mjs's and the app's catch-all route (src/lib/server/body-limit.ts). A body over its
// limit is refused with 413 before the API sees it: at once when Content-Length declares it, else
// when the streamed count passes it.
import { SCAN_MAX_BYTES } from '@cabinet/contracts/client';

/** Any JSON the API takes; the same as the API's own limit. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** The largest upload (an identity scan) plus room for the multipart framing and its fields. */
export const UPLOAD_BODY_LIMIT = SCAN_MAX_BYTES + 256 * 1024;

/**
 * The limit of a body passed to the API: uploads are multipart, everything else is JSON.
 * @param {string | null | undefined} contentType
 * @returns {number}
 */
export function passThroughLimit(contentType) {
  return contentType?.toLowerCase().startsWith('multipart/') ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT;
}

/**
 * True when the declared Content-Length is over the limit: refused without reading a byte.
 * @param {string | null | undefined} contentLength
 * @param {number} limit
 * @returns {boolean}
 */
export function declaresTooMuch(contentLength, limit) {
  const declared = Number(contentLength ?? '0');
  return Number.isFinite(declared) && declared > limit;
}
