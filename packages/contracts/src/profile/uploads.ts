import { z } from 'zod';
import { SCAN_KINDS, scanKindSchema } from './files.js';

/** PUT /api/lk/edit/set-img/ (multipart field `content`) answers where the new avatar is served. */
export const setImgResponse = z.object({ avatarUrl: z.string() }).meta({ id: 'SetImgResponse' });
export type SetImgResponse = z.infer<typeof setImgResponse>;

/** The text fields of PUT /api/lk/edit/set-passport-file/ besides the file `content`. */
export const setPassportFileFields = z.object({ kind: scanKindSchema });
export type SetPassportFileFields = z.infer<typeof setPassportFileFields>;

/** PUT /api/lk/edit/set-passport-file/ answers the scan's URL. */
export const setPassportFileResponse = z
  .object({ kind: z.enum(SCAN_KINDS), url: z.string() })
  .meta({ id: 'SetPassportFileResponse' });
export type SetPassportFileResponse = z.infer<typeof setPassportFileResponse>;
