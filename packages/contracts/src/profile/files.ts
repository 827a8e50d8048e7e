import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { SCAN_KINDS } from './file-rules.js';
export * from './file-rules.js';

export const scanKindSchema = z.enum(SCAN_KINDS, {
  error: 'Укажите вид скана: pasportScan, adressScan или innScan',
});

const FILE_PATH_PART = z.string().check(z.maxLength(64));

/** `kind` and `id` of a stored file; anything malformed answers 404 like a missing file. */
export const fileParams = z.object({ kind: FILE_PATH_PART, id: FILE_PATH_PART });

export const getFileRoute = defineRoute({
  method: 'GET',
  path: '/api/files/:kind/:id',
  operationId: 'getFile',
  summary: 'Файл: аватар, изображение новости или скан документа (скан — только владельцу)',
  tag: 'files',
  access: 'member',
  params: fileParams,
  response: 'file',
  errors: ['not_found', 'files_unavailable'],
});
