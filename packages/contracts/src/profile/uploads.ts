import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { AVATAR_MAX_BYTES, SCAN_KINDS, SCAN_MAX_BYTES, scanKindSchema } from './files.js';
import { passportDataSchema } from './passport-data.js';

/** PUT /api/lk/edit/set-img/ (multipart field `content`) answers where the new avatar is served. */
export const setImgResponse = z.object({ avatarUrl: z.string() }).register(z.globalRegistry, { id: 'SetImgResponse' });
export type SetImgResponse = z.infer<typeof setImgResponse>;

/** The text fields of PUT /api/lk/edit/set-passport-file/ besides the file `content`. */
export const setPassportFileFields = z.object({ kind: scanKindSchema });
export type SetPassportFileFields = z.infer<typeof setPassportFileFields>;

/**
 * PUT /api/lk/edit/set-passport-file/ answers the scan's URL and the document as it now stands:
 * its new version and status (a confirmed document keeps its status, decision 0015).
 */
export const setPassportFileResponse = z
  .object({ kind: z.enum(SCAN_KINDS), url: z.string(), passportData: passportDataSchema })
  .register(z.globalRegistry, { id: 'SetPassportFileResponse' });
export type SetPassportFileResponse = z.infer<typeof setPassportFileResponse>;

export const setImgRoute = defineRoute({
  method: 'PUT',
  path: '/api/lk/edit/set-img/',
  operationId: 'setAvatar',
  summary: 'Загрузить аватар',
  description:
    'multipart/form-data, поле `content`: JPEG, PNG или WebP до 5 МБ и 50 мегапикселей. ' +
    'Сохраняется квадратом 512×512 в WebP без метаданных.',
  tag: 'profile',
  access: 'member',
  upload: { maxBytes: AVATAR_MAX_BYTES, accepts: ['image/jpeg', 'image/png', 'image/webp'] },
  response: setImgResponse,
  errors: ['unsupported_file', 'image_too_large', 'rate_limited', 'files_unavailable'],
});

export const setPassportFileRoute = defineRoute({
  method: 'PUT',
  path: '/api/lk/edit/set-passport-file/',
  operationId: 'uploadPassportScan',
  summary: 'Загрузить скан документа',
  description:
    'multipart/form-data: файл в поле `content` (JPEG, PNG или PDF до 10 МБ), поле `kind` — ' +
    '`pasportScan`, `adressScan` или `innScan`. Заменяет прежний скан этого вида. Когда данные уже сохранены, ' +
    'скан делает новую версию документа: подтверждённый документ остаётся подтверждённым (новый скан проверит оператор), ' +
    'иначе документ уходит на проверку.',
  tag: 'identity',
  access: 'member',
  upload: { maxBytes: SCAN_MAX_BYTES, fields: setPassportFileFields, accepts: ['image/jpeg', 'image/png', 'application/pdf'] },
  response: setPassportFileResponse,
  errors: ['unsupported_file', 'image_too_large', 'consent_required', 'rate_limited', 'files_unavailable'],
});
