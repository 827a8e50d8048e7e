// Contracts import (issue 9): upload → preview (nothing changes) → apply in the background, batch by
// batch, the page following its progress. Idempotent by contract number: a row already applied is
// unchanged the next time, and applying re-checks every row against the contracts as they are.
import { IMPORT_MAX_ROWS, normaliseRecipientPhone, type ImportJob, type ImportRowKind } from '@cabinet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { membersByPhone } from '../../members/queries.js';
import { audit, type AuditActor } from '../audit/service.js';
import { accrueContracts, cancelContract, findContracts, renameContractClient } from '../rewards/service.js';
import { classifyRows } from './classify.js';
import { parseContractsFile } from './parse-file.js';
import * as q from './queries.js';

export interface ImportDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Rows applied per database transaction: the unit of progress and of a retry after a failure. */
export const APPLY_BATCH = 2_000;

export async function previewImport(
  deps: ImportDeps,
  who: AuditActor & { operatorId: string },
  file: { bytes: Buffer; fileName: string },
): Promise<ImportJob> {
  const raw = await parseContractsFile(file.bytes, IMPORT_MAX_ROWS);
  const now = deps.clock.now();
  const [members, contracts] = await Promise.all([
    membersByPhone(deps.db, [...new Set(raw.flatMap((r) => normaliseRecipientPhone(r.phone) ?? []))]),
    findContracts(deps.db, [...new Set(raw.map((r) => r.number))]),
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

/** Imports being applied by this process. */
const running = new Map<number, Promise<void>>();

/**
 * An import `applying` without a batch for this long was left by a process that stopped (a
 * restart, a crash): it may be applied again, carrying on where it stopped. A batch takes seconds.
 */
export const ABANDONED_AFTER_MS = 5 * 60_000;

export async function applyImport(deps: ImportDeps, who: AuditActor & { operatorId: string }, id: number): Promise<ImportJob> {
  const job = await deps.db.transaction(async (tx) => {
    const found = await q.findImport(tx, id, true);
    if (!found) throw new AppError('not_found');
    const now = deps.clock.now();
    const progress = await q.lastProgress(tx, id);
    const abandoned =
      found.status === 'applying' &&
      !running.has(id) &&
      (progress === null || now.getTime() - progress.getTime() > ABANDONED_AFTER_MS);
    if (found.status !== 'previewed' && found.status !== 'failed' && !abandoned) throw new AppError('import_not_applicable');
    await q.markApplying(tx, id, who.operatorId, now);
    await audit(
      tx,
      who,
      { action: 'import.applied', targetType: 'import', targetId: id, after: { fileName: found.fileName, ...found.counts } },
      now,
    );
    return (await q.findImport(tx, id))!;
  });
  const run = runImport(deps, id).finally(() => running.delete(id));
  running.set(id, run);
  return job;
}

/** Resolves when this process has finished applying the import (tests and shutdown wait on it). */
export function importSettled(id: number): Promise<void> {
  return running.get(id) ?? Promise.resolve();
}

async function runImport(deps: ImportDeps, id: number): Promise<void> {
  const result = { accrued: 0, cancelled: 0, updated: 0, skipped: 0, points: 0 };
  let processed = 0;
  let after = 0;
  try {
    for (;;) {
      const batch = await q.nextRowsToApply(deps.db, id, after, APPLY_BATCH);
      if (batch.length === 0) break;
      // A batch holds the programme's rewards row while it locks member after member, so it can
      // deadlock with a member's own posting; the adapter then retries the whole batch: counts are
      // taken per attempt and added once committed.
      const counts = await deps.db.transaction(async (tx) => {
        const at = deps.clock.now();
        const part = { accrued: 0, cancelled: 0, updated: 0, skipped: 0, points: 0 };
        for (const row of batch.filter((r) => r.kind === 'changed')) await applyChange(tx, row, at, part);
        const accrued = await accrueContracts(
          tx,
          batch.filter((r) => r.kind === 'new'),
          at,
        );
        part.accrued += accrued.accrued;
        part.skipped += accrued.skipped;
        part.points += accrued.points;
        await q.setProgress(tx, id, processed + batch.length, at);
        return part;
      });
      for (const key of Object.keys(result) as (keyof typeof result)[]) result[key] += counts[key];
      processed += batch.length;
      after = batch[batch.length - 1]!.line;
    }
    result.points = Math.round(result.points * 100) / 100;
    await q.finishImport(deps.db, id, { status: 'applied', result, at: deps.clock.now() });
  } catch (err) {
    deps.log.error({ err, importId: id }, 'contracts import failed');
    await q
      .finishImport(deps.db, id, {
        status: 'failed',
        error: 'Применение прервалось. Применённые строки сохранены; примените импорт ещё раз, чтобы продолжить.',
        at: deps.clock.now(),
      })
      .catch((e: unknown) => deps.log.error({ err: e, importId: id }, 'could not mark the import failed'));
  }
}

async function applyChange(
  tx: Queryable,
  row: q.ApplyRow,
  at: Date,
  result: { cancelled: number; updated: number; skipped: number },
): Promise<void> {
  let changed = false;
  if (await renameContractClient(tx, row.number, row.clientName)) {
    result.updated += 1;
    changed = true;
  }
  if (row.status === 'cancelled') {
    const r = await cancelContract(tx, { number: row.number, at });
    if (r.cancelled) {
      result.cancelled += 1;
      changed = true;
    }
  }
  if (!changed) result.skipped += 1;
}

export { findImport, listImportRows, listImports } from './queries.js';
