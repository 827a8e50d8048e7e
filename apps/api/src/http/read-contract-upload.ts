import type { UploadSpec } from '@cabinet/contracts';
import type { FastifyRequest } from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import { AppError } from '../lib/app-error.js';
import { readUpload, type Upload } from '../lib/uploads/read-upload.js';
import type { SpooledFile } from '../lib/uploads/spooled-file.js';

/** A contract's multipart upload: the file within its size, the text fields validated like a body. */
export async function readContractUpload(req: FastifyRequest, spec: UploadSpec): Promise<{ file: SpooledFile; fields: unknown }> {
  const upload: Upload = await readUpload(req, { maxBytes: spec.maxBytes, fields: fieldNames(spec.fields) });
  if (!spec.fields) return { file: upload.file, fields: {} };
  const parsed = safeParse(spec.fields, upload.fields);
  if (!parsed.success) {
    await upload.file.discard();
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
    throw new AppError('validation_error', { details: { fields } });
  }
  return { file: upload.file, fields: parsed.data };
}

/** The names of an object schema's fields: only those are read from the form. */
function fieldNames(schema: $ZodType | undefined): string[] {
  const shape = (schema?._zod.def as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}
