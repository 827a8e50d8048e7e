// Contracts import: upload → preview (nothing changes) → apply in the background (a job of the job
// queue), batch by batch, the page following its progress. Idempotent by contract number: a row already applied is
// unchanged the next time, and applying re-checks every row against the contracts as they are.
import { countRu, IMPORT_MAX_ROWS, type ImportJob, type ImportRowKind } from '@cabinet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.js';
import type { Db, Queryable } from '../../db/types.js';
import type { JobSender } from '../../jobs/queue.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { mapInTurns, nextTurn } from '../../lib/next-turn.js';
import { requestApproval, type ApprovalEffect, type Checker } from '../approvals/service.js';
import { audit, type AuditActor } from '../audit/service.js';
import { getSettings } from '../programme-settings/service.js';
import { lookUpArrivals, rowClassifier } from '../contract-intake/service.js';
import { applyImportJob } from './apply-job.js';
import { parseContractsFile } from './parse-file.js';
import * as q from './queries.js';

export interface ImportDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  env: Pick<Env, 'PROGRAMME_STARTED_ON'>;
}

/** Rows written per transaction of a preview: each a tenth of a second on the embedded database. */
const PREVIEW_PART = 2_000;

/**
 * Reads and classifies a file and stores its preview; nothing else changes. A file at the row cap
 * is a few seconds of work, done in parts so that the members are answered meanwhile (bench
 * import-beside-members): the rows are written a part per transaction under an import nobody sees
 * ('uploading', migration 0121), which the last transaction shows as 'previewed' — or removes, when a
 * part fails.
 */
export async function previewImport(
  deps: ImportDeps,
  who: AuditActor & { operatorId: string },
  file: { bytes: Buffer; fileName: string },
): Promise<ImportJob> {
  const raw = await parseContractsFile(file.bytes, IMPORT_MAX_ROWS);
  const now = deps.clock.now();
  const { members, contracts } = await lookUpArrivals(deps.db, raw);
  const dates = { today: moscowDate(now), startedOn: deps.env.PROGRAMME_STARTED_ON };
  const rows = await mapInTurns(raw, rowClassifier(members, contracts, dates));
  const counts: Record<ImportRowKind, number> = { new: 0, changed: 0, unchanged: 0, refused: 0 };
  for (const r of rows) counts[r.kind] += 1;
  const fileName = file.fileName.trim() || 'договоры';
  const id = await q.insertImport(deps.db, {
    fileName,
    counts,
    total: rows.length,
    operatorId: who.operatorId,
    email: who.actor,
    at: now,
  });
  try {
    for (let i = 0; i < rows.length; i += PREVIEW_PART) {
      await deps.db.transaction((tx) => q.insertImportRows(tx, id, rows.slice(i, i + PREVIEW_PART)));
      await nextTurn();
    }
    return await deps.db.transaction(async (tx) => {
      await q.markPreviewed(tx, id);
      await audit(
        tx,
        who,
        { action: 'import.previewed', targetType: 'import', targetId: id, after: { fileName, rows: rows.length, ...counts } },
        now,
      );
      return (await q.findImport(tx, id, (await getSettings(tx)).holdDays))!;
    });
  } catch (err) {
    await q.removeUpload(deps.db, id).catch((cleanup: unknown) => deps.log.error({ err: cleanup, importId: id }, 'upload left'));
    throw err;
  }
}

/** An import as operators read it: its short holds counted against the programme's hold as it is now. */
export async function findImport(db: Queryable, id: number): Promise<ImportJob | undefined> {
  return q.findImport(db, id, (await getSettings(db)).holdDays);
}

export async function listImports(db: Queryable, skip: number, take: number) {
  return q.listImports(db, { skip, take, holdDays: (await getSettings(db)).holdDays });
}

/**
 * Starts applying a previewed import, or carries on with one whose last run failed: the status
 * turns 'applying' and the job that applies it is queued in the same transaction, so exactly one
 * job exists per start. An import being applied is refused: its job carries on by itself, after a
 * crash or a restart too. An import whose rows hold rewards for less than the programme's hold waits
 * for a second admin instead (decision 0060): a row may lengthen the hold, never shorten it alone.
 */
export async function applyImport(deps: ImportDeps & { jobs: JobSender }, who: Checker, id: number): Promise<ImportJob> {
  return deps.db.transaction(async (tx) => {
    const { holdDays } = await getSettings(tx);
    const found = await q.findImport(tx, id, holdDays, true);
    if (!found) throw new AppError('not_found');
    if (found.status !== 'previewed' && found.status !== 'failed') throw new AppError('import_not_applicable');
    const now = deps.clock.now();
    if (found.shortHoldRows > 0) {
      const { rows } = await tx.query<{ min: number; max: number }>(
        `SELECT min(hold_days)::int AS min, max(hold_days)::int AS max FROM contract_import_rows
          WHERE import_id = $1 AND kind = 'new' AND hold_days < $2`,
        [id, holdDays],
      );
      const { min, max } = rows[0]!;
      const days = min === max ? String(min) : `${min}–${max}`;
      await requestApproval(
        tx,
        who,
        {
          kind: 'import_hold',
          subject: String(id),
          summary:
            `Импорт № ${id} «${found.fileName}»: ${countRu(found.shortHoldRows, ['договор', 'договора', 'договоров'])} ` +
            `с удержанием ${days}\u00a0дн. вместо ${holdDays}\u00a0дн. программы`,
          effect:
            'Начисления по этим договорам станут доступны для вывода раньше, чем требует удержание программы; ' +
            'остальные строки применяются как обычно.',
          payload: { importId: id, holdDays },
        },
        now,
      );
      return (await q.findImport(tx, id, holdDays))!;
    }
    await startApplying(tx, deps.jobs, who, found, now);
    return (await q.findImport(tx, id, holdDays))!;
  });
}

async function startApplying(tx: Queryable, jobs: JobSender, who: AuditActor, found: ImportJob, now: Date, approval?: object) {
  await q.markApplying(tx, found.id, who.operatorId!, now);
  await jobs.send(tx, applyImportJob, { importId: found.id });
  await audit(
    tx,
    who,
    {
      action: 'import.applied',
      targetType: 'import',
      targetId: found.id,
      after: { fileName: found.fileName, ...found.counts, ...approval },
    },
    now,
  );
}

/**
 * What approving an import with short holds does (approval-effects.ts): it is applied as its maker
 * asked, if it still can be; the approving admin is written beside the maker.
 */
export const importHoldApproval: ApprovalEffect = {
  apply: async (tx, a, { who, now, deps }) => {
    const { importId } = a.payload as { importId: number };
    const found = await q.findImport(tx, importId, (await getSettings(tx)).holdDays, true);
    if (!found) throw new AppError('not_found');
    if (found.status !== 'previewed' && found.status !== 'failed') throw new AppError('import_not_applicable');
    await startApplying(tx, deps.jobs, who, found, now, { approvalId: a.id, maker: a.madeBy });
  },
};

export { listImportRows, sweepUploads } from './queries.js';
