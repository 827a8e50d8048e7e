// Which headers cross between the browser and the API, for both ways a call reaches the API:
// server.mjs's pass-through and the app's routes (src/lib/server/upstream.ts).
import { PEER_HEADER } from '../server-handshake.mjs';

/** @typedef {import('./client-address.d.mts').HeaderReader} HeaderReader */

/**
 * Every call to the API says which language its messages should be in (product §1). The browser's
 * calls say it too, from src/lib/constants.ts; upstream-headers.test.mjs holds the two to one value
 * (the browser's bundle does not load this module).
 */
export const API_LANGUAGE = 'ru-RU';

/** Hop-by-hop headers (RFC 9110 §7.6.1) and what the HTTP client sets itself never cross the proxy. */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
  'host',
  'content-length',
  'expect',
]);

/** The browser's cookie is the web app's business (the sealed session), not the API's. */
export const NOT_FORWARDED = new Set([
  'cookie',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
  PEER_HEADER,
]);

/**
 * Whether a header of the browser's request goes on to the API as it is (the forwarding headers
 * are written anew, from what the app server itself knows).
 * @param {string} name lower-case
 * @returns {boolean}
 */
export function isForwardedRequestHeader(name) {
  return !HOP_BY_HOP.has(name) && !NOT_FORWARDED.has(name) && !name.startsWith('next-') && name !== 'rsc';
}

/**
 * The headers the app server writes itself on a browser's call to the API, in place of what the
 * browser may have sent: the member's address as the API should believe it, the scheme and host the
 * browser used, the language of the API's messages when the browser named none, and the bytes of
 * the answer as the API wrote them (relayed, not inflated).
 * @param {HeaderReader} headers the browser's request
 * @param {{ address: string | null, proto: string | null }} known the member's address (client-address.mjs) and the scheme
 * @returns {Record<string, string>}
 */
export function writtenRequestHeaders(headers, { address, proto }) {
  /** @type {Record<string, string>} */
  const out = {};
  if (address) out['x-forwarded-for'] = address;
  if (proto) out['x-forwarded-proto'] = proto;
  const host = headers.get('host');
  if (host) out['x-forwarded-host'] = host;
  out['accept-language'] = headers.get('accept-language') ?? API_LANGUAGE;
  out['accept-encoding'] = 'identity';
  return out;
}

/**
 * Whether a header of the API's answer goes back to the browser: never a cookie, since the
 * browser's session is the app server's cookie alone.
 * @param {string} name lower-case
 * @returns {boolean}
 */
export function isRelayedResponseHeader(name) {
  return !HOP_BY_HOP.has(name) && name !== 'set-cookie';
}
