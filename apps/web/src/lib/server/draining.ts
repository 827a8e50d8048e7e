// Set by server.mjs when SIGTERM arrives (same process): readiness fails so a balancer moves away.
import 'server-only';

const DRAINING = Symbol.for('agentplus.web.draining');

export function isDraining(): boolean {
  return (globalThis as Record<symbol, unknown>)[DRAINING] === true;
}
