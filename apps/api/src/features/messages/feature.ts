import type { Feature } from '../../http/feature.js';
import { messageRoutes } from './routes.js';
import { deliverMessagesJob } from './job.js';

export const messagesFeature: Feature = {
  routes: messageRoutes,
  jobs: [deliverMessagesJob],
};
