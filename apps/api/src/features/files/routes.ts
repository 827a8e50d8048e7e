import { FILE_KINDS, getFileRoute, type FileKind } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { AppError } from '../../lib/app-error.js';
import { canReadFile } from './access.js';
import { findFile } from './queries.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isFileKind = (v: string): v is FileKind => (FILE_KINDS as readonly string[]).includes(v);

// A file's bytes never change under its id (a new upload gets a new id), so pictures may be kept
// for a day; scans only briefly, as they are personal data. `private`: never in a shared cache.
const CACHE = {
  picture: 'private, max-age=86400',
  scan: 'private, max-age=60',
} as const;

/**
 * GET /api/files/:kind/:id — the bytes of a stored upload, to signed-in members allowed to read it
 * (`canReadFile`). Unknown kinds, malformed ids, missing files and other members' scans all
 * answer the same 404.
 */
export const fileRoutes = [
  implement(getFileRoute, async ({ deps, member, params, log, reply }) => {
    const { kind, id } = params;
    if (!isFileKind(kind) || !UUID_RE.test(id)) throw new AppError('not_found');
    const file = await findFile(deps.db, kind, id.toLowerCase());
    if (!file || !canReadFile({ type: 'member', memberId: member.memberId }, file)) throw new AppError('not_found');
    let bytes: Buffer;
    try {
      bytes = await deps.files.get(file.storageKey);
    } catch (err) {
      // A row without bytes is our fault, but to the member it is simply not there.
      log.error({ err, fileId: file.id }, 'stored file has no bytes');
      throw new AppError('not_found');
    }
    const isImage = file.mime.startsWith('image/');
    const name = `${file.kind}.${file.mime.split('/')[1] ?? 'bin'}`;
    return (
      reply
        .type(file.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `${isImage ? 'inline' : 'attachment'}; filename="${name}"`)
        .header('Cache-Control', file.kind === 'avatar' || file.kind === 'news' ? CACHE.picture : CACHE.scan)
        // Even if a browser rendered a stored file as a page, it could run nothing and load nothing.
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(bytes)
    );
  }),
];
