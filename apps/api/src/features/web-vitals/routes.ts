import { reportWebVitalsRoute } from '@cabinet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { implement } from '../../http/route-handler.js';
import { AddressWindows } from '../../lib/address-windows.js';
import { AppError } from '../../lib/app-error.js';
import { recordWebVitals } from './service.js';

const TEN_MINUTES = 600_000;

// Counted in memory (a beacon is worth no database write); one count per app, whose settings hold the limit.
const senders = new WeakMap<AppDeps, AddressWindows>();
function sendersOf(deps: AppDeps): AddressWindows {
  let windows = senders.get(deps);
  if (!windows) senders.set(deps, (windows = new AddressWindows(TEN_MINUTES, deps.env.WEB_VITALS_REPORTS_PER_IP_PER_10_MIN)));
  return windows;
}

export const webVitalsRoutes = [
  implement(reportWebVitalsRoute, async ({ deps, req, reply, body }) => {
    const { exceeded, retryAfter } = sendersOf(deps).hit(req.ip, deps.clock.now());
    if (exceeded) throw new AppError('rate_limited', { details: { retryAfter } });
    recordWebVitals(req.server.webVitals, body);
    return reply.code(204).send();
  }),
];
