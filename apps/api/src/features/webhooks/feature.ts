import type { Feature } from '../../http/feature.js';
import { deliverWebhookJob } from './delivery-job.js';
import { dispatchWebhooksJob } from './dispatch-job.js';
import { purgeWebhooksJob } from './purge-job.js';
import { webhookRoutes } from './routes.js';

export const webhooksFeature: Feature = {
  routes: webhookRoutes,
  jobs: [deliverWebhookJob, dispatchWebhooksJob, purgeWebhooksJob],
};
