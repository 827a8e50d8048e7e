import { FILE_KINDS, SCAN_KINDS, getFileRoute, type FileKind } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../audit/service.js';
import { canReadFile } from './access.js';
import { findFile } from './queries.js';
import { sendStoredFile } from './service.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isFileKind = (v: string): v is FileKind => (FILE_KINDS as readonly string[]).includes(v);
const isScan = (kind: FileKind) => (SCAN_KINDS as readonly string[]).includes(kind);

/**
 * GET /api/files/:kind/:id — the bytes of a stored upload, to signed-in members allowed to read it
 * (`canReadFile`). Unknown kinds, malformed ids, missing files and other members' scans all
 * answer the same 404. Caching: the answer goes to a signed-in caller, so the no-store plugin
 * forbids every cache from keeping it (a scan is personal data; a picture is re-read, which is cheap).
 * A member reading their own scan is recorded in the audit log like an operator's reading (152-ФЗ);
 * a HEAD (the profile asks a scan's type) reads no content and is not.
 */
export const fileRoutes = [
  implement(getFileRoute, async ({ deps, member, params, log, req, reply }) => {
    const { kind, id } = params;
    if (!isFileKind(kind) || !UUID_RE.test(id)) throw new AppError('not_found');
    const file = await findFile(deps.db, kind, id.toLowerCase());
    if (!file || !canReadFile({ type: 'member', memberId: member.memberId }, file)) throw new AppError('not_found');
    if (isScan(file.kind) && req.method !== 'HEAD') {
      await audit(
        deps.db,
        { operatorId: null, actor: 'member', ip: req.ip },
        { action: 'identity.scan_viewed', memberId: member.memberId, targetType: 'file', targetId: file.id, after: { kind } },
        deps.clock.now(),
      );
    }
    return sendStoredFile({ files: deps.files, log }, reply, file);
  }),
];
