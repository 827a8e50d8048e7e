// The member's address for the API's per-address limits (it trusts X-Forwarded-For from us only).
import 'server-only';

/**
 * The last X-Forwarded-For entry is the one the nearest hop saw: Next.js puts the socket's address
 * there when the request has none, and a reverse proxy in front appends the address it saw. Entries
 * further left are whatever the client claimed and are never passed on.
 */
export function clientAddress(forwardedFor: string | null): string | null {
  if (!forwardedFor) return null;
  const entries = forwardedFor
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const last = entries.at(-1);
  if (!last || !/^[0-9a-fA-F:.[\]]+$/.test(last)) return null;
  return last.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}
