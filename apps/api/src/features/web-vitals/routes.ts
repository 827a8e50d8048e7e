import { reportWebVitalsRoute } from '@cabinet/contracts';
import { implement } from '../../http/route-handler.js';
import { limitByAddress } from '../../lib/rate-limit.js';
import { recordWebVitals } from './service.js';

export const webVitalsRoutes = [
  implement(reportWebVitalsRoute, async ({ deps, req, reply, body }) => {
    await limitByAddress(deps.db, deps.clock.now(), {
      action: 'web-vitals',
      ip: req.ip,
      windowMs: 600_000,
      limit: deps.env.WEB_VITALS_REPORTS_PER_IP_PER_10_MIN,
    });
    recordWebVitals(req.server.webVitals, body);
    return reply.code(204).send();
  }),
];
