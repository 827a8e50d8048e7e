// Size limits of request bodies on every app-server route (docs/product.md §13): nothing reads more than its
// limit into memory, and a body over it is refused with 413 {code, message} before the API sees it.
import 'server-only';
import { errorCatalogue, SCAN_MAX_BYTES } from '@cabinet/contracts';
import { invalidInput } from './guard';
import { jsonNoStore } from './upstream';

/** Sign-in, verification, logout: a phone, a code, a captcha payload, a token. */
export const SESSION_BODY_LIMIT = 16 * 1024;

export function payloadTooLarge(): Response {
  return jsonNoStore({ code: 'payload_too_large', message: errorCatalogue.payload_too_large.message }, 413);
}

/** Any JSON the API takes; the same as the API's own limit. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** The largest upload (an identity scan) plus room for the multipart framing and its fields. */
export const UPLOAD_BODY_LIMIT = SCAN_MAX_BYTES + 256 * 1024;

/** The limit of a body passed to the API: uploads are multipart, everything else is JSON. */
export function forwardedBodyLimit(request: Pick<Request, 'headers'>): number {
  return request.headers.get('content-type')?.toLowerCase().startsWith('multipart/') ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT;
}

/** True when the declared Content-Length is over the limit: refused without reading a byte. */
export function declaresTooMuch(request: Pick<Request, 'headers'>, limit: number): boolean {
  const declared = Number(request.headers.get('content-length') ?? '0');
  return Number.isFinite(declared) && declared > limit;
}

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** The body as a stream that fails with BodyTooLargeError once more than `limit` bytes went by. */
export function limitedStream(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(new BodyTooLargeError(`request body over ${limit} bytes`));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * Reads a small JSON body: the parsed value (null when absent or not JSON), or the 413 answer when
 * it is over the limit — found from Content-Length, or while reading a body sent without one.
 */
export async function readJsonBody(
  request: Request,
  limit = SESSION_BODY_LIMIT,
): Promise<{ value: unknown } | { refused: Response }> {
  if (declaresTooMuch(request, limit)) return { refused: payloadTooLarge() };
  if (!request.body) return { value: null };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { refused: payloadTooLarge() };
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return { value: null };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { refused: invalidInput() };
  }
}

/** Routes that take no body refuse a large one all the same (nothing reads it, but nothing waits on it either). */
export function refuseLargeBody(request: Request): Response | null {
  return declaresTooMuch(request, SESSION_BODY_LIMIT) ? payloadTooLarge() : null;
}
