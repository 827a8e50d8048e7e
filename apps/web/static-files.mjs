// The build's hashed files (/_next/static/…) from the brotli and gzip copies that
// scripts/precompress.mjs wrote beside them at build time. Next.js would gzip every such answer
// again, at its default level, on the request's own time; brotli's scripts are about a sixth
// smaller (docs/performance.md). Anything this cannot answer — a browser that accepts neither
// encoding, a file without a copy (fonts, images), a name the build did not write — goes on to
// Next.js as before.
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What is worth compressing: text. Fonts (woff2) and images come compressed already. */
export const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt']);
/** In the order preferred when the browser accepts both. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

const CONTENT_TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
};
const PREFIX = '/_next/static/';

/** The encodings an Accept-Encoding header allows (q > 0); `*` stands for any not named. */
function acceptedEncodings(header) {
  const q = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(token, weight ? Number(weight.slice(2)) : 1);
  }
  return (name) => (q.get(name) ?? q.get('*') ?? 0) > 0;
}

/** Every compressed copy under `dir`, by the path the browser asks for. The build does not change under a running server. */
function scanCopies(dir) {
  const copies = new Map();
  const walk = (sub) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) {
        walk(rel);
        continue;
      }
      const encoding = ENCODINGS.find((e) => rel.endsWith(e.suffix));
      const original = encoding && rel.slice(0, -encoding.suffix.length);
      if (!original || !COMPRESSIBLE.has(path.extname(original))) continue;
      const file = path.join(dir, rel);
      const { size, mtime } = statSync(file);
      const variants = copies.get(PREFIX + original) ?? {};
      variants[encoding.name] = {
        file,
        size,
        lastModified: mtime.toUTCString(),
        etag: `"${size.toString(16)}-${mtime.getTime().toString(16)}-${encoding.name}"`,
      };
      copies.set(PREFIX + original, variants);
    }
  };
  walk('');
  return copies;
}

/**
 * The headers next.config.ts gives every answer (the security headers), as the build recorded them;
 * null for a path that a rule with conditions (`has`, `missing`) could match: not evaluated here,
 * such a path is left to Next.js.
 */
function configuredHeaders(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'));
  const rules = (manifest.headers ?? []).map((rule) => ({ ...rule, pattern: new RegExp(rule.regex) }));
  // One list per combination of rules, the same object each time: asked on every file served, and
  // what is derived from a list is kept by the list.
  const lists = new Map();
  return (pathname) => {
    const matching = rules.filter((rule) => rule.pattern.test(pathname));
    if (matching.some((rule) => rule.has || rule.missing)) return null;
    const key = matching.map((rule) => rules.indexOf(rule)).join(',');
    let headers = lists.get(key);
    if (!headers) {
      headers = matching.flatMap((rule) => rule.headers);
      lists.set(key, headers);
    }
    return headers;
  };
}

function notModified(req, etag) {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * `(req, res) => boolean`: true when it answered from a compressed copy. Null when the build has
 * no copies (a development server, a build made without scripts/precompress.mjs).
 */
export function precompressedStatic(distDir) {
  let copies;
  try {
    copies = scanCopies(path.join(distDir, 'static'));
  } catch {
    return null;
  }
  if (copies.size === 0) return null;
  // Each file's headers once, at start: the build and its rules do not change under a running server.
  const headersFor = configuredHeaders(distDir);
  for (const [pathname, variants] of copies) {
    const headers = headersFor(pathname);
    if (headers) variants.headers = headers;
    else copies.delete(pathname);
  }
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = (req.url ?? '').split('?')[0];
    const variants = copies.get(pathname);
    if (!variants) return false;
    const accepts = acceptedEncodings(req.headers['accept-encoding']);
    const encoding = ENCODINGS.find((e) => variants[e.name] && accepts(e.name));
    if (!encoding) return false;
    const copy = variants[encoding.name];
    for (const { key, value } of variants.headers) res.setHeader(key, value);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Type', CONTENT_TYPES[path.extname(pathname)]);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', copy.etag);
    res.setHeader('Last-Modified', copy.lastModified);
    if (notModified(req, copy.etag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Content-Length', copy.size);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    createReadStream(copy.file)
      .on('error', (err) => {
        console.error('static file failed:', err);
        res.destroy(err);
      })
      .pipe(res);
    return true;
  };
}
