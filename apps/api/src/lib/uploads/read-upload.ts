import { UPLOAD_FIELD } from '@cabinet/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';
import { spool, type SpooledFile } from './spooled-file.js';

export interface Upload {
  /** The file of the multipart field `content`, spooled to disk; the request discards it. */
  file: SpooledFile;
  /** The text fields that were asked for and sent. */
  fields: Record<string, string>;
}

const refuse = (field: string, message: string) =>
  new AppError('validation_error', { details: { fields: { [field]: message } } });

/**
 * Reads a multipart upload: one file in the field `content` of at most `maxBytes`, streamed to a
 * spool file (a longer one is refused as `payload_too_large` while streaming, never read to its
 * end, and its spool file removed), and the named text fields. Nothing is stored here; the caller
 * discards the spool file when its request is answered.
 */
export async function readUpload(req: FastifyRequest, opts: { maxBytes: number; fields?: readonly string[] }): Promise<Upload> {
  if (!req.isMultipart()) throw refuse(UPLOAD_FIELD, 'Прикрепите файл: ожидается multipart/form-data с полем content');
  let file: SpooledFile | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts({ limits: { fileSize: opts.maxBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname !== UPLOAD_FIELD) {
          part.file.resume();
          throw refuse(UPLOAD_FIELD, 'Файл ожидается в поле content');
        }
        file = await spool(part.file);
        // The library cuts a longer file off at the limit (and raises its error at the next part).
        if (part.file.truncated) throw new AppError('payload_too_large');
      } else if (opts.fields?.includes(part.fieldname)) {
        if (part.valueTruncated || typeof part.value !== 'string') throw refuse(part.fieldname, 'Некорректное значение');
        fields[part.fieldname] = part.value;
      }
    }
    if (!file) throw refuse(UPLOAD_FIELD, 'Прикрепите файл');
    if (file.size === 0) throw refuse(UPLOAD_FIELD, 'Файл пустой');
  } catch (err) {
    await file?.discard();
    throw multipartRefusal(err);
  }
  return { file, fields };
}

/**
 * The multipart library's errors as our refusals. Its limit errors have codes; a body that is not
 * the multipart its header declares (no boundary, cut off, a part without headers) is a plain Error
 * from the parser: the client's mistake, refused as bad input like any other. Our own refusals,
 * thrown inside the loop, pass unchanged.
 */
function multipartRefusal(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = err && typeof err === 'object' && 'code' in err ? err.code : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('payload_too_large');
    case 'FST_FILES_LIMIT':
      return refuse(UPLOAD_FIELD, 'Можно прикрепить только один файл');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return refuse('_', 'Слишком много полей в запросе');
    default:
      return refuse('_', 'Тело запроса не читается как multipart/form-data: пришлите файл в поле content ещё раз');
  }
}
