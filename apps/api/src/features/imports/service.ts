// Contracts import: upload → preview (nothing changes) → apply in the background (a job of the job
// queue), batch by batch, the page following its progress. Idempotent by contract number: a row already applied is
// unchanged the next time, and applying re-checks every row against the contracts as they are.
import { IMPORT_MAX_ROWS, normaliseRecipientPhone, type ImportJob, type ImportRowKind } from '@cabinet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types.js';
import type { JobSender } from '../../jobs/queue.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { membersByPhone } from '../../lib/members-by-phone.js';
import { audit, type AuditActor } from '../audit/service.js';
import { findContracts } from '../rewards/service.js';
import { applyImportJob } from './apply-job.js';
import { classifyRows, IMPORT_CELL_MAX } from './classify.js';
import { parseContractsFile } from './parse-file.js';
import * as q from './queries.js';

export interface ImportDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}

export async function previewImport(
  deps: ImportDeps,
  who: AuditActor & { operatorId: string },
  file: { bytes: Buffer; fileName: string },
): Promise<ImportJob> {
  const raw = await parseContractsFile(file.bytes, IMPORT_MAX_ROWS);
  const now = deps.clock.now();
  const [members, contracts] = await Promise.all([
    membersByPhone(deps.db, [...new Set(raw.flatMap((r) => normaliseRecipientPhone(r.phone) ?? []))]),
    findContracts(deps.db, [...new Set(raw.flatMap((r) => (r.number.length <= IMPORT_CELL_MAX.number ? [r.number] : [])))]),
  ]);
  const rows = classifyRows(raw, members, contracts, moscowDate(now));
  const counts: Record<ImportRowKind, number> = { new: 0, changed: 0, unchanged: 0, refused: 0 };
  for (const r of rows) counts[r.kind] += 1;
  const fileName = file.fileName.trim() || 'договоры';
  return deps.db.transaction(async (tx) => {
    const id = await q.insertImport(tx, {
      fileName,
      counts,
      total: rows.length,
      operatorId: who.operatorId,
      email: who.actor,
      at: now,
    });
    await q.insertImportRows(tx, id, rows);
    await audit(
      tx,
      who,
      { action: 'import.previewed', targetType: 'import', targetId: id, after: { fileName, rows: rows.length, ...counts } },
      now,
    );
    return (await q.findImport(tx, id))!;
  });
}

/**
 * Starts applying a previewed import, or carries on with one whose last run failed: the status
 * turns 'applying' and the job that applies it is queued in the same transaction, so exactly one
 * job exists per start. An import being applied is refused: its job carries on by itself, after a
 * crash or a restart too.
 */
export async function applyImport(
  deps: ImportDeps & { jobs: JobSender },
  who: AuditActor & { operatorId: string },
  id: number,
): Promise<ImportJob> {
  return deps.db.transaction(async (tx) => {
    const found = await q.findImport(tx, id, true);
    if (!found) throw new AppError('not_found');
    if (found.status !== 'previewed' && found.status !== 'failed') throw new AppError('import_not_applicable');
    const now = deps.clock.now();
    await q.markApplying(tx, id, who.operatorId, now);
    await deps.jobs.send(tx, applyImportJob, { importId: id });
    await audit(
      tx,
      who,
      { action: 'import.applied', targetType: 'import', targetId: id, after: { fileName: found.fileName, ...found.counts } },
      now,
    );
    return (await q.findImport(tx, id))!;
  });
}

export { findImport, listImportRows, listImports } from './queries.js';
