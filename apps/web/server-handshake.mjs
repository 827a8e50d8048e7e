// What apps/web/server.mjs and the app it serves (src/) tell each other within one process: one
// module both import, so the two sides cannot drift apart.

/** The socket's address, set by server.mjs on every request (src/lib/server/client-address.ts reads it). */
export const PEER_HEADER = 'x-agentplus-peer';

/** Set on globalThis by server.mjs once SIGTERM arrives: /api/ready fails so a balancer moves away. */
export const DRAINING = Symbol.for('agentplus.web.draining');

/**
 * On globalThis: the AsyncLocalStorage in which server.mjs keeps the cookie of a /_next/image
 * request while it is handled (src/lib/server/image-fetch.ts reads it).
 */
export const IMAGE_REQUEST = Symbol.for('agentplus.web.imageRequest');
