import type { Feature } from '../../http/feature.js';
import { makeDocumentsJob } from './documents-job.js';
import { documentReminderJob } from './reminder-job.js';
import { periodRoutes } from './routes.js';

export const periodsFeature: Feature = { routes: periodRoutes, jobs: [makeDocumentsJob, documentReminderJob] };
