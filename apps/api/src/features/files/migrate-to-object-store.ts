// `npm run files:migrate` (decision 0044): copies every stored file from DATA_DIR/files to the
// object store under the same key, reads each back and compares its SHA-256 with the disk's, and
// records the switch (app_meta 'files_store') only when every file of the `files` table is there.
// A journal beside the files (DATA_DIR/files-migration.journal, one verified key a line) lets a run
// cut off midway resume where it stopped; an object the journal names is not copied again.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/types.js';
import { readFilesSwitch, recordFilesSwitch } from '../../lib/open-file-store.js';
import type { S3FileStore } from '../../lib/s3-file-store.js';

export interface MigrationReport {
  total: number;
  copied: number;
  /** Verified by an earlier run (the journal) and still in the store. */
  alreadyThere: number;
  /** Rows whose bytes are not on this disk: the switch waits until they are found or their rows go. */
  missing: string[];
  switched: boolean;
}

async function sha256Of(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

async function readJournal(file: string): Promise<Map<string, string>> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const verified = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [key, sha] = line.split(' ');
    if (key && sha) verified.set(key, sha);
  }
  return verified;
}

export async function migrateFilesToObjectStore(deps: {
  db: Db;
  /** DATA_DIR/files. */
  root: string;
  journal: string;
  store: S3FileStore;
  log: (line: string) => void;
  now?: Date;
}): Promise<MigrationReport> {
  const { db, root, store, log } = deps;
  const report: MigrationReport = { total: 0, copied: 0, alreadyThere: 0, missing: [], switched: false };
  if (await readFilesSwitch(db)) {
    log('the programme already keeps its files in the object store: nothing to do');
    return { ...report, switched: true };
  }
  const verified = await readJournal(deps.journal);
  const done = new Set<string>();
  // Passes until one finds nothing new: uploads that arrived during a pass are copied by the next.
  for (;;) {
    const { rows } = await db.query<{ key: string }>('SELECT storage_key AS key FROM files ORDER BY created_at, id');
    const pending = rows.map((r) => r.key).filter((k) => !done.has(k) && !report.missing.includes(k));
    report.total = rows.length;
    if (pending.length === 0) break;
    for (const key of pending) {
      const local = path.join(root, key);
      const size = await stat(local).then(
        (s) => s.size,
        () => null,
      );
      if (size === null) {
        report.missing.push(key);
        log(`missing on this disk: ${key}`);
        continue;
      }
      const head = verified.has(key) ? await store.head(key) : null;
      if (head && head.size === size && head.metadata.sha256 === verified.get(key)) {
        report.alreadyThere += 1;
        done.add(key);
        continue;
      }
      const { sha256 } = await sha256Of(createReadStream(local));
      // Streamed from the disk: a large scan is never read whole into memory.
      await store.putAt(key, createReadStream(local), size, { sha256 });
      const back = await sha256Of((await store.get(key)).body);
      if (back.sha256 !== sha256 || back.size !== size) {
        throw new Error(`${key}: the object store's copy differs from the disk's (SHA-256 ${back.sha256} ≠ ${sha256})`);
      }
      await appendFile(deps.journal, `${key} ${sha256}\n`);
      verified.set(key, sha256);
      done.add(key);
      report.copied += 1;
      if (report.copied % 100 === 0) log(`copied and verified ${report.copied}`);
    }
  }
  if (report.missing.length > 0) {
    log(`${report.missing.length} file(s) not found on this disk: the programme keeps its files on the disk for now`);
    return report;
  }
  // The switch and the last check in one transaction that holds new uploads back meanwhile: every
  // row present when the switch is recorded has its verified copy in the store.
  report.switched = await db.transaction(async (tx) => {
    await tx.query('LOCK TABLE files IN SHARE MODE');
    const { rows } = await tx.query<{ key: string }>('SELECT storage_key AS key FROM files');
    if (rows.some((r) => !done.has(r.key))) return false;
    await recordFilesSwitch(tx, store.settings, deps.now ?? new Date());
    return true;
  });
  if (!report.switched) log('files arrived during the last check: run files:migrate again');
  return report;
}
