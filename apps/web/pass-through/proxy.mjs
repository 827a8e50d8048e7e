// The pass-through of the browser's bearer calls (`Authorization` on every call the cabinet's client
// makes), answered in server.mjs before Next.js: a Next.js route handler costs more per request than
// the API's own work (docs/decisions/0037-…). It does what src/app/api/[...path]/route.ts and
// src/lib/server/forward.ts do, with the same modules where the logic is the same: the cross-site
// refusal, the body limits, the member's address, the headers that cross. Anything else goes on to
// Next.js as before: a call riding on the session cookie (its token is in the sealed session), the
// app server's own routes, a cross-site write to the back office (reported to the audit log with
// the operator's session, decision 0030), an address this does not read exactly as Next.js would.
import http from 'node:http';
import https from 'node:https';
import { errorCatalogue } from '@cabinet/contracts';
import { filterInternalHeaders } from 'next/dist/server/lib/server-ipc/utils.js';
import { declaresTooMuch, passThroughLimit } from './body-limit.mjs';
import { clientAddress } from './client-address.mjs';
import { isCrossSiteWrite } from './same-origin.mjs';
import { isForwardedRequestHeader, isRelayedResponseHeader, writtenRequestHeaders } from './upstream-headers.mjs';

/** @typedef {import('./client-address.d.mts').TrustProxy} TrustProxy */
/** @typedef {import('./client-address.d.mts').HeaderReader} HeaderReader */
/** @typedef {{ key: string, value: string }} ConfiguredHeader */
/** @typedef {'forbidden' | 'payload_too_large' | 'internal'} Refusal */

/** The methods the catch-all route answers (route.ts); any other is Next.js's to refuse. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
const ADMIN_API_PREFIX = '/api/admin/';
/** Uploads may take a while on a phone; anything else that hangs this long has failed. */
export const UPSTREAM_TIMEOUT_MS = 120_000;
/**
 * A path that Next.js's router reads as it is: no percent-escapes, no empty segment (Next.js
 * redirects those); dot segments are caught by comparing with the parsed URL. Anything else goes to
 * Next.js, which decides what it names.
 */
const PLAIN_PATH = /^\/api\/[\w\-.~!$&'()*+,;=:@/]*$/;
/**
 * How long the rest of a body is read and dropped once the answer is out (nginx's lingering_timeout):
 * a client that stops sending mid-body then loses the connection rather than hold it, and a
 * shutdown, open.
 */
export const LINGER_MS = 5_000;
/** Next.js appends these when the API repeats them (send-response.js); any other header next.config.ts set stands. */
const APPENDED = new Set(['www-authenticate', 'proxy-authenticate', 'vary']);

/**
 * Node's request headers read as the Fetch API's `Headers` reads them.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {HeaderReader}
 */
export function nodeHeaders(headers) {
  return {
    get(name) {
      const value = headers[name];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/**
 * next.config.ts's headers for one answer: a fresh flat list `[name, value, …]` to add the API's to,
 * and their names.
 * @typedef {{ readonly flat: string[], readonly names: ReadonlySet<string> }} Configured
 */

/** @type {WeakMap<readonly ConfiguredHeader[], { flat: readonly string[], names: ReadonlySet<string> }>} */
const prepared = new WeakMap();

/**
 * @param {readonly ConfiguredHeader[]} headers
 * @returns {Configured}
 */
function configuredFor(headers) {
  let known = prepared.get(headers);
  if (!known) {
    known = {
      flat: headers.flatMap(({ key, value }) => [key, value]),
      names: new Set(headers.map(({ key }) => key.toLowerCase())),
    };
    prepared.set(headers, known);
  }
  return { flat: [...known.flat], names: known.names };
}

/**
 * The app server's own refusal, `{code, message}` from the API's catalogue, never cached (guard.ts,
 * body-limit.ts).
 * @param {import('node:http').ServerResponse} res
 * @param {Configured} configured
 * @param {number} status
 * @param {Refusal} code
 */
function refuse(res, configured, status, code) {
  const body = JSON.stringify({ code, message: errorCatalogue[code].message });
  res.writeHead(status, [...configured.flat, 'content-type', 'application/json', 'cache-control', 'no-store']);
  res.end(body);
}

/**
 * Once the answer is out, a body the member is still sending is read and dropped, for LINGER_MS at
 * most; then the connection is closed.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} ms
 */
function lingerAfter(req, res, ms) {
  res.once('close', () => {
    if (req.complete) return;
    const linger = setTimeout(() => req.socket.destroy(), ms);
    linger.unref();
    req.once('end', () => clearTimeout(linger));
    req.resume();
  });
}

/**
 * @param {object} options
 * @param {string} options.apiOrigin where the API listens (src/lib/server/config.ts's apiOrigin)
 * @param {TrustProxy} options.trustProxy WEB_TRUST_PROXY
 * @param {(pathname: string) => boolean} options.isOwnRoute the app server's own /api routes
 * @param {(pathname: string) => readonly ConfiguredHeader[] | null} options.headersFor next.config.ts's
 *   headers for a path; null where Next.js must decide them
 * @param {number} [options.timeoutMs]
 * @param {number} [options.lingerMs]
 * @param {(message: string) => void} [options.log]
 */
export function createPassThrough({
  apiOrigin,
  trustProxy,
  isOwnRoute,
  headersFor,
  timeoutMs = UPSTREAM_TIMEOUT_MS,
  lingerMs = LINGER_MS,
  log = (message) => console.error(message),
}) {
  const origin = new URL(apiOrigin);
  const secure = origin.protocol === 'https:';
  const transport = secure ? https : http;
  // Connections to the API are kept and reused, as many idle as a busy moment has calls in flight
  // (nginx's keepalive 64 in the scaled layout, decision 0014); opening one per call would cost more
  // than the call.
  const agent = new transport.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });
  const target = {
    hostname: origin.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: origin.port || (secure ? 443 : 80),
    agent,
  };

  /**
   * Answers the request when it is a pass-through call this handles; false leaves it to Next.js.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @returns {boolean}
   */
  function handle(req, res) {
    const method = req.method ?? '';
    const url = req.url ?? '';
    if (!url.startsWith('/api/') || !METHODS.has(method)) return false;
    // The session's token is in the sealed cookie: a call without a bearer of its own is Next.js's.
    // An empty header is no bearer either (the scaled layout's nginx sends such calls to the web app).
    if (!req.headers.authorization) return false;
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    if (!PLAIN_PATH.test(pathname) || pathname.includes('//') || isOwnRoute(pathname)) return false;
    const configuredHeaders = headersFor(pathname);
    if (configuredHeaders === null) return false;
    /** @type {URL} */
    let parsed;
    try {
      parsed = new URL(url, 'http://web');
    } catch {
      return false;
    }
    if (parsed.pathname !== pathname) return false;

    const configured = configuredFor(configuredHeaders);
    // What Next.js removes from every request before its routes see it.
    filterInternalHeaders(req.headers);
    const headers = nodeHeaders(req.headers);
    if (isCrossSiteWrite(method, headers, trustProxy)) {
      if (pathname.startsWith(ADMIN_API_PREFIX)) return false;
      lingerAfter(req, res, lingerMs);
      refuse(res, configured, 403, 'forbidden');
      return true;
    }
    lingerAfter(req, res, lingerMs);
    const limit = passThroughLimit(headers.get('content-type'));
    if (declaresTooMuch(headers.get('content-length'), limit)) {
      refuse(res, configured, 413, 'payload_too_large');
      return true;
    }
    forward(req, res, { method, path: parsed.pathname + parsed.search, headers, limit, configured });
    return true;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {{ method: string, path: string, headers: HeaderReader, limit: number, configured: Configured }} call
   */
  function forward(req, res, { method, path, headers, limit, configured }) {
    /** @type {Record<string, string>} */
    const out = {};
    for (const name in req.headers) {
      const value = req.headers[name];
      if (value !== undefined && isForwardedRequestHeader(name)) out[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    // The member's address as the API should see it (client-address.mjs); the API believes it from
    // the app server only. Next.js fills X-Forwarded-Proto in from the socket when the request has
    // none (base-server.js).
    const socket = /** @type {import('node:net').Socket & { encrypted?: boolean }} */ (req.socket);
    Object.assign(
      out,
      writtenRequestHeaders(headers, {
        address: clientAddress(headers, trustProxy),
        proto: headers.get('x-forwarded-proto') ?? (socket.encrypted ? 'https' : 'http'),
      }),
    );
    // A body goes as a stream of unknown length, as fetch sends the route's; a request without one
    // (a like, a cancellation: no Content-Length or 0, no Transfer-Encoding) goes without one, as
    // the route's `request.body` is null then: an empty chunked body with no Content-Type is a body
    // of an unsupported type to the API (415).
    const withBody =
      method !== 'GET' &&
      method !== 'HEAD' &&
      (req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0);
    if (withBody) out['transfer-encoding'] = 'chunked';

    const upstream = transport.request({ ...target, method, path, headers: out });
    /** Set once the exchange has its outcome (or the member left): later errors change nothing. */
    let settled = false;
    let seen = 0;

    /** The rest of the member's body is read and dropped, as Node.js does with a body nobody reads. */
    const dropBody = () => {
      req.removeListener('data', onData);
      req.removeListener('end', onEnd);
      req.on('data', () => undefined);
      req.resume();
    };
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      seen += chunk.length;
      if (seen > limit) {
        dropBody();
        if (settled) return;
        settled = true;
        upstream.destroy();
        if (!res.headersSent) refuse(res, configured, 413, 'payload_too_large');
        else if (!res.writableEnded) res.destroy();
        return;
      }
      if (!upstream.write(chunk)) req.pause();
    };
    const onEnd = () => upstream.end();
    if (withBody) {
      req.on('data', onData);
      req.on('end', onEnd);
      upstream.on('drain', () => req.resume());
    } else {
      upstream.end();
    }
    // A member who leaves mid-upload: the socket's error is theirs, the exchange ends below.
    req.on('error', () => undefined);

    const timer = setTimeout(() => upstream.destroy(new Error('The operation was aborted due to timeout')), timeoutMs);
    res.once('close', () => {
      clearTimeout(timer);
      // The member left (499 in forward.ts, though nobody reads it), or the API answered before the
      // whole body was sent: the call to the API ends here.
      if (!upstream.destroyed) {
        settled = true;
        upstream.destroy();
        dropBody();
      }
    });

    upstream.on('response', (answer) => {
      if (settled) {
        answer.resume();
        return;
      }
      // next.config.ts's headers first; the API's own stand only where those say nothing, as Next.js
      // relays a route's answer (send-response.js). One array: no header map kept per answer.
      const head = configured.flat;
      for (const name in answer.headers) {
        if (!isRelayedResponseHeader(name) || (configured.names.has(name) && !APPENDED.has(name))) continue;
        const value = /** @type {string | string[]} */ (answer.headers[name]);
        if (typeof value === 'string') head.push(name, value);
        else for (const v of value) head.push(name, v);
      }
      // The bytes go on as the API framed them: their length when it said one.
      const length = answer.headers['content-length'];
      if (length !== undefined) head.push('content-length', length);
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, head);
      answer.on('data', (chunk) => {
        if (!res.write(chunk)) answer.pause();
      });
      res.on('drain', () => answer.resume());
      answer.on('end', () => res.end());
      // The API's connection broke mid-answer: the member's is cut too, so that a part is never taken for the whole.
      answer.on('close', () => {
        if (!answer.complete) res.destroy();
      });
      answer.on('error', () => undefined);
    });
    upstream.on('error', (err) => {
      if (settled) return;
      settled = true;
      dropBody();
      if (!res.headersSent) {
        // guard.ts's apiUnavailable: the API did not answer (down, restarting, timed out).
        log(`API unreachable: ${err.message}`);
        refuse(res, configured, 502, 'internal');
      } else {
        res.destroy();
      }
    });
  }

  return { handle, agent };
}
