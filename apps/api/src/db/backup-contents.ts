// What `npm run backup` holds and what it does not, said with every backup: the files are not in the
// database's archive, and where they are decides how they are kept (decision 0044).
import path from 'node:path';
import type { Env } from '../config/env.js';

export function backupContents(env: Env): string[] {
  const lines = ['this backup holds: the database (members, balances, the ledger, documents, the files table of every upload)'];
  if (env.FILES_S3_ENDPOINT) {
    lines.push(
      `it does not hold: the uploaded files' bytes (scans, avatars, news pictures): they are in the object store, bucket ${env.FILES_S3_BUCKET} at ${env.FILES_S3_ENDPOINT} — keep them with the store's own means (versioning, replication, or a copy of the bucket; docs/operating-files.md)`,
      'a restored database expects that bucket with every object it names: restore both from the same moment',
    );
  } else {
    lines.push(
      `it does not hold: the uploaded files' bytes in ${path.resolve(env.DATA_DIR, 'files')}: copy that folder too (tar czf files.tgz -C ${path.resolve(env.DATA_DIR)} files)`,
    );
  }
  return lines;
}
