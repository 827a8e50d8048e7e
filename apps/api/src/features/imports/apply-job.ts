import type { Db, Queryable } from '../../db/types.js';
import { defineJob } from '../../jobs/definition.js';
import type { JobSender } from '../../jobs/queue.js';
import type { Clock } from '../../lib/clock.js';
import { nextTurn } from '../../lib/next-turn.js';
import { deliverMessagesJob } from '../messages/service.js';
import { applyContractChange, receiveContracts } from '../contract-intake/service.js';
import * as q from './queries.js';

/**
 * Rows applied per database transaction — the unit of progress and of a retry after a failure — are
 * sized to take about this long: on the embedded database its one connection is the members' too, and
 * a member waits for at most one batch (bench/import-beside-members.ts); on the server a batch holds
 * its members' accounts, which their own withdrawals wait for.
 */
const BATCH_MS = { pglite: 120, postgres: 1_500 } as const;
const BATCH_ROWS = { first: { pglite: 500, postgres: 2_000 }, least: 50, most: 5_000 } as const;

/** The next batch's rows: the last one's scaled to the time it took, within bounds. */
export function nextBatchRows(rows: number, tookMs: number, targetMs: number): number {
  const scaled = Math.round((rows * targetMs) / Math.max(tookMs, 1));
  return Math.min(BATCH_ROWS.most, Math.max(BATCH_ROWS.least, Math.min(scaled, rows * 2)));
}

/** What an attempt that failed for good leaves for the operator (the applied batches stay). */
export const IMPORT_FAILED_TEXT =
  'Применение прервалось. Применённые строки сохранены; примените импорт ещё раз, чтобы продолжить.';

/**
 * Applies an import batch by batch from where its last batch ended. Each batch commits with its
 * counts and the line it reached, under the import's row lock: two attempts that overlap (one
 * the queue thought dead) wait for each other and never apply a line twice. Between batches a
 * stopping process gives up; the queue runs the job again later.
 */
export async function runImport(
  deps: { db: Db; clock: Clock; jobs?: JobSender },
  id: number,
  signal: AbortSignal,
): Promise<void> {
  let rows: number = BATCH_ROWS.first[deps.db.kind];
  for (;;) {
    if (signal.aborted) throw new Error('the process is stopping: the import carries on at the next attempt');
    const started = performance.now();
    const more = await deps.db.transaction(async (tx) => {
      const cursor = await q.lockApplyCursor(tx, id);
      if (cursor?.status !== 'applying') return false;
      const at = deps.clock.now();
      const batch = await q.nextRowsToApply(tx, id, cursor.line, rows);
      if (batch.length === 0) {
        await q.finishImport(tx, id, { status: 'applied', result: q.resultOf(cursor.counts), at });
        return false;
      }
      const part = { accrued: 0, cancelled: 0, updated: 0, skipped: 0, pointsKopecks: 0 };
      for (const row of batch.filter((r) => r.kind === 'changed')) await applyChange(tx, row, at, part);
      const accrued = await receiveContracts(
        tx,
        batch.filter((r) => r.kind === 'new'),
        at,
        { importId: id },
        deps.jobs,
      );
      part.accrued += accrued.accrued;
      part.skipped += accrued.skipped;
      part.pointsKopecks += accrued.kopecks;
      await q.advanceApplyCursor(tx, id, { line: batch[batch.length - 1]!.line, rows: batch.length, counts: part, at });
      return true;
    });
    if (!more) return;
    rows = nextBatchRows(rows, performance.now() - started, BATCH_MS[deps.db.kind]);
    // The embedded database has one connection: requests waiting for it go first, so the import's
    // page (and every member) is answered between two batches.
    await nextTurn();
  }
}

async function applyChange(
  tx: Queryable,
  row: q.ApplyRow,
  at: Date,
  result: { cancelled: number; updated: number; skipped: number },
): Promise<void> {
  const change = { number: row.number, clientName: row.clientName, cancel: row.status === 'cancelled' };
  const { renamed, cancelled } = await applyContractChange(tx, change, at);
  if (renamed) result.updated += 1;
  if (cancelled) result.cancelled += 1;
  if (!renamed && !cancelled) result.skipped += 1;
}

/**
 * Applies one import (queued by `applyImport`). A heartbeat tells the queue the job is alive: when
 * the process dies, the queue sees the heartbeat stop and runs the job again (here or in another
 * process), carrying on from the last batch. The last failed attempt marks the import failed.
 */
export const applyImportJob = defineJob<{ importId: number }, { db: Db; clock: Clock; jobs: JobSender }>({
  name: 'imports.apply',
  title: 'Применение импорта договоров',
  queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true, retryDelayMax: 300, heartbeatSeconds: 10 },
  async run(deps, job) {
    try {
      await runImport(deps, job.data.importId, job.signal);
      // The members' pushes of the accruals go out now rather than at the next minute's run.
      await deps.jobs.send(deps.db, deliverMessagesJob, {});
    } catch (err) {
      if (job.lastAttempt && !job.signal.aborted) {
        await q.finishImport(deps.db, job.data.importId, { status: 'failed', error: IMPORT_FAILED_TEXT, at: deps.clock.now() });
      }
      throw err;
    }
  },
});
