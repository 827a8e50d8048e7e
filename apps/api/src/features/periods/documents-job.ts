// A closed month's documents, made after the close (decision 0047): a batch of agents per
// transaction, so that thousands of them never hold one long request or one long lock. A retried run
// goes on where the last stopped: a document made is never made again.
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/types.js';
import { defineJob } from '../../jobs/definition.js';
import { addMonths } from '../../lib/moscow-time.js';
import { makeDocumentBatch, markDocumentsMade } from './documents.js';

const BATCH = 200;

/** The first instant of a month, Moscow time. */
export const monthStart = (month: string) => new Date(`${month}-01T00:00:00+03:00`);

export const makeDocumentsJob = defineJob<{ month: string }, { db: Db; env: Env; clock: { now(): Date } }>({
  name: 'periods.make-documents',
  title: 'Документы агентов закрытого месяца',
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  async run(deps, job) {
    const { month } = job.data;
    const period = { month, startsAt: monthStart(month), endsAt: monthStart(addMonths(month, 1)) };
    let made = 0;
    for (;;) {
      const n = await deps.db.transaction((tx) =>
        makeDocumentBatch(tx, deps.env, period, deps.clock.now(), { notify: true, limit: BATCH }),
      );
      made += n;
      if (n === 0) break;
    }
    await markDocumentsMade(deps.db, month, deps.clock.now());
    job.log.info({ month, made }, 'documents of a closed month made');
    return { made };
  },
});
