import type { StoredFile } from './queries.js';

/**
 * Who asks for a file through `GET /api/files/...`: a member. Operators read scans through the
 * back office's review route (features/identity), which serves only a scan of the member under
 * review and records every reading, and a dispute's files through the dispute (features/disputes).
 */
export type Viewer = { type: 'member'; memberId: string };

/**
 * The one rule of who may read a stored file. Avatars and news images: any signed-in member
 * (they appear next to names and in the news). Identity scans and a dispute's evidence: only their owner. A file the
 * viewer may not read is answered like a missing one, so that its existence is not revealed.
 */
export function canReadFile(viewer: Viewer, file: Pick<StoredFile, 'kind' | 'memberId'>): boolean {
  switch (file.kind) {
    case 'avatar':
    case 'news':
      return true;
    case 'pasportScan':
    case 'adressScan':
    case 'innScan':
    case 'dispute':
      return file.memberId !== null && file.memberId === viewer.memberId;
  }
}
