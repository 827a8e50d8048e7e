import { listJobsRoute, retryJobRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { listJobs, retryJob } from './service.js';

/** «Фоновые задачи» of the back office (`/api/admin/jobs/...`, admins). */
export const jobsRoutes = [
  implement(listJobsRoute, async ({ deps, query }) => listJobs(deps, query)),
  implement(retryJobRoute, async ({ deps, operator, params }) => retryJob(deps, operator, params.queue, params.id)),
];
