// Set by server.mjs when SIGTERM arrives (same process): readiness fails so a balancer moves away.
import 'server-only';

import { DRAINING } from '../../../server-handshake.mjs';

export function isDraining(): boolean {
  return (globalThis as Record<symbol, unknown>)[DRAINING] === true;
}
