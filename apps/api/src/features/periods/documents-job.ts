// A closed month's documents, made after the close (decision 0047): a batch of agents per
// transaction, so that thousands of them never hold one long request or one long lock. A retried run
// goes on where the last stopped: a document made is never made again.
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/types.js';
import { defineJob } from '../../jobs/definition.js';
import { makeAllDocuments } from './documents.js';

export const makeDocumentsJob = defineJob<{ month: string }, { db: Db; env: Env; clock: { now(): Date } }>({
  name: 'periods.make-documents',
  title: 'Документы агентов закрытого месяца',
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  async run(deps, job) {
    const { month } = job.data;
    const made = await makeAllDocuments(
      (work) => deps.db.transaction(work),
      deps.env,
      month,
      () => deps.clock.now(),
      {
        notify: true,
        batch: 200,
      },
    );
    job.log.info({ month, made }, 'documents of a closed month made');
    return { made };
  },
});
