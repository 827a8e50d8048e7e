/**
 * Errors that mean "the database cannot be reached right now" rather than "this query is wrong":
 * a refused or dropped connection, a server shutting down or restarting, no connection in time,
 * a statement cut off by its timeout. Requests meeting one answer 503 and the next ones try again.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
// SQLSTATE classes 08 (connection exception), 57P0x (operator intervention: terminated, shutting
// down, cannot connect now), 53300 (too many connections), 57014 (statement timeout).
const SQLSTATES = /^(08...|57P0[1-4]|53300|57014)$/;
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'terminating connection',
];

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const code = 'code' in err && typeof err.code === 'string' ? err.code : '';
  if (NETWORK_CODES.has(code) || SQLSTATES.test(code)) return true;
  const message = err instanceof Error ? err.message : '';
  if (MESSAGES.some((m) => message.includes(m))) return true;
  return err instanceof Error && err.cause !== undefined && err.cause !== err && isDatabaseUnavailable(err.cause);
}
