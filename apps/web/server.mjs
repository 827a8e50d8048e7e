// The web app's own HTTP server (instead of `next start`): Next.js renders; this file owns what
// only the socket knows and what a process manager expects.
// - The peer address: Next.js keeps an X-Forwarded-For the client sent, so the connection's own
//   address is passed to the app in a header of ours, replaced on every request whatever the client
//   sent; lib/server/client-address.ts decides from it (and WEB_TRUST_PROXY) who the client is.
// - Graceful shutdown: on SIGTERM readiness fails, the listener stops accepting, requests in flight
//   finish, and the process exits; after SHUTDOWN_TIMEOUT seconds it exits anyway.
// - Resized images behind the session (docs/decisions/0019-…): the image optimizer fetches an API
//   file (/api/files/news/…) through the app's own /api route with no cookie of its own, so the
//   member's cookie of the /_next/image request is kept for it in an AsyncLocalStorage that
//   lib/server/image-fetch.ts reads; the resized answer may be kept by the browser, never by a
//   shared cache.
// - The build's hashed files from the brotli and gzip copies written at build time (static-files.mjs).
// Every call from the browser to the API is Next.js's: the app's catch-all route (decision 0050).
// Usage: node apps/web/server.mjs [-p PORT] [-H HOST] [--dev]
/* global setInterval */
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressedStatic } from './static-files.mjs';
import { DRAINING, IMAGE_REQUEST, PEER_HEADER } from './server-handshake.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (short, long) => {
  const i = args.findIndex((a) => a === short || a === long);
  return i >= 0 ? args[i + 1] : undefined;
};
const dev = args.includes('--dev');
const port = Number(option('-p', '--port') ?? process.env.PORT ?? 3000);
const hostname = option('-H', '--hostname') ?? process.env.WEB_HOST ?? '127.0.0.1';
const shutdownSeconds = Number(process.env.SHUTDOWN_TIMEOUT ?? 10);

const imageRequests = new AsyncLocalStorage();
globalThis[IMAGE_REQUEST] = imageRequests;

/** A /_next/image request for one of the API's files (the contracts' getFileRoute; needs the member's session). */
function isApiFileImage(url) {
  if (!url?.startsWith('/_next/image')) return false;
  try {
    return (new URL(url, 'http://web').searchParams.get('url') ?? '').startsWith('/api/files/');
  } catch {
    return false;
  }
}

/** The optimizer answers 'public'; an image read with a member's session is kept by their browser only. */
function keepPrivate(res) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) =>
    setHeader(name, String(name).toLowerCase() === 'cache-control' ? String(value).replace(/\bpublic\b/, 'private') : value);
}

// A built Next.js app runs as production, as under `next start`; APP_ENV says what this deployment is.
if (!dev) process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED = '1';
const { default: next } = await import('next');

const app = next({ dev, dir: here, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
const sendCompressedCopy = dev ? null : precompressedStatic(path.join(here, '.next'));

let inFlight = 0;
const server = http.createServer((req, res) => {
  // Lower-cased by Node: one assignment replaces whatever the client sent under any spelling.
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
  inFlight++;
  res.once('close', () => inFlight--);
  if (sendCompressedCopy?.(req, res)) return;
  const apiFileImage = isApiFileImage(req.url);
  if (apiFileImage) keepPrivate(res);
  const serve = () => handle(req, res);
  const served = apiFileImage
    ? imageRequests.run(
        { cookie: req.headers.cookie ?? '', host: req.headers.host ?? '', proto: req.headers['x-forwarded-proto'] ?? '' },
        serve,
      )
    : serve();
  served.catch((err) => {
    console.error('request failed:', err);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end();
    }
  });
});
// Keep-alive longer than a balancer's (nginx: 60 s upstream keepalive_timeout is typical), so that
// the balancer, not this server, closes idle connections: no request is sent on a closing socket.
server.keepAliveTimeout = 65_000;

server.listen(port, hostname, () => {
  console.log(`web app listening on http://${hostname}:${port}`);
});

let stopping = false;
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  globalThis[DRAINING] = true;
  console.log(`${signal}: shutting down (${inFlight} requests in flight, at most ${shutdownSeconds} s)`);
  setTimeout(() => {
    console.error(`shutdown timed out with ${inFlight} requests in flight`);
    process.exit(1);
  }, shutdownSeconds * 1000).unref();
  server.close(() => {
    console.log('stopped');
    process.exit(0);
  });
  // Idle keep-alive connections would hold close() open; busy ones close after their answer.
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 250);
  sweep.unref();
}
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
