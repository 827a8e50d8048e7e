// An emulator of the S3 protocol: the subset the programme's object-store adapter uses (PutObject,
// GetObject, HeadObject, DeleteObject, HeadBucket), path-style and virtual-host addressing, every
// request authenticated with AWS Signature Version 4 as a real store checks it. A wrong key, a
// wrong signature, a stale date or a body that does not match its signed hash are refused with the
// store's own error XML; a body cut off before its Content-Length never becomes an object.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const ERRORS = {
  AccessDenied: [403, 'Access Denied'],
  InvalidAccessKeyId: [403, 'The AWS Access Key Id you provided does not exist in our records.'],
  SignatureDoesNotMatch: [
    403,
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  ],
  RequestTimeTooSkewed: [403, 'The difference between the request time and the current time is too large.'],
  AuthorizationHeaderMalformed: [400, 'The authorization header is malformed.'],
  XAmzContentSHA256Mismatch: [400, "The provided 'x-amz-content-sha256' header does not match what was computed."],
  IncompleteBody: [400, 'You did not provide the number of bytes specified by the Content-Length HTTP header.'],
  MissingContentLength: [411, 'You must provide the Content-Length HTTP header.'],
  InvalidArgument: [400, 'Invalid Argument'],
  InvalidDigest: [400, 'The Content-MD5 you specified was invalid.'],
  NoSuchBucket: [404, 'The specified bucket does not exist'],
  NoSuchKey: [404, 'The specified key does not exist.'],
  MethodNotAllowed: [405, 'The specified method is not allowed against this resource.'],
  NotImplemented: [501, 'A header you provided implies functionality that is not implemented.'],
};

const SSE_VALUES = new Set(['AES256', 'aws:kms']);
const MAX_SKEW_MS = 15 * 60 * 1000;
const sha256 = (data) => createHash('sha256').update(data).digest('hex');
const hmac = (key, data) => createHmac('sha256', key).update(data).digest();
const xmlEscape = (s) => String(s).replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** SigV4's URI encoding: every byte but A-Z a-z 0-9 - _ . ~ as %XX (upper case). */
const uriEncode = (s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(search) {
  const pairs = [];
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const k = decodeURIComponent(eq < 0 ? part : part.slice(0, eq));
    const v = eq < 0 ? '' : decodeURIComponent(part.slice(eq + 1).replace(/\+/g, '%20'));
    pairs.push([uriEncode(k), uriEncode(v)]);
  }
  pairs.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

/** The signing key of AWS Signature Version 4: HMAC chained over date, region, service, "aws4_request". */
export function signingKey(secret, date, region, service) {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

class S3Error extends Error {
  constructor(code, extra = {}) {
    super(code);
    this.code = code;
    this.extra = extra;
  }
}

/**
 * Checks the request's Authorization header (SigV4, header form). Answers the payload hash the
 * client signed, which the body must match unless it is UNSIGNED-PAYLOAD.
 */
function authenticate(req, url, credentials, region, now) {
  const header = req.headers.authorization;
  if (!header) throw new S3Error('AccessDenied');
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(
      header,
    );
  if (!m) throw new S3Error('AuthorizationHeaderMalformed');
  const [, accessKeyId, date, scopeRegion, service, signedHeaders, signature] = m;
  const secret = credentials.get(accessKeyId);
  if (secret === undefined) throw new S3Error('InvalidAccessKeyId', { AWSAccessKeyId: accessKeyId });
  if (service !== 's3' || scopeRegion !== region) {
    throw new S3Error('AuthorizationHeaderMalformed', { Region: region });
  }
  const amzDate = req.headers['x-amz-date'];
  if (typeof amzDate !== 'string' || !/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== date) {
    throw new S3Error('AccessDenied');
  }
  const at = Date.parse(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  if (Math.abs(now() - at) > MAX_SKEW_MS) throw new S3Error('RequestTimeTooSkewed');
  const payloadHash = req.headers['x-amz-content-sha256'];
  if (typeof payloadHash !== 'string') throw new S3Error('InvalidArgument');
  if (payloadHash.startsWith('STREAMING-')) throw new S3Error('NotImplemented');
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) throw new S3Error('AccessDenied');
  const canonicalHeaders = names
    .map((name) => {
      const raw = req.headers[name];
      const value = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
      return `${name}:${String(value).trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    req.method,
    url.pathname,
    canonicalQuery(url.search),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const expected = createHmac('sha256', signingKey(secret, date, region, 's3'))
    .update(stringToSign)
    .digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    throw new S3Error('SignatureDoesNotMatch', {
      AWSAccessKeyId: accessKeyId,
      StringToSign: stringToSign,
      SignatureProvided: signature,
    });
  }
  return payloadHash;
}

/**
 * Starts the emulator. `dir` holds the buckets' objects (one file per object and its metadata);
 * `credentials` the key pairs it accepts; `buckets` the buckets that exist.
 */
export async function startS3Emulator({
  port = 0,
  host = '127.0.0.1',
  dir,
  region = 'ru-central1',
  credentials,
  buckets,
  now = () => Date.now(),
}) {
  const keys = new Map(credentials.map((c) => [c.accessKeyId, c.secretAccessKey]));
  const bucketSet = new Set(buckets);
  for (const b of bucketSet) await mkdir(path.join(dir, b), { recursive: true });
  // Object keys are file names here: hashed, so that any key is a safe name.
  const objectPath = (bucket, key) => path.join(dir, bucket, createHash('sha256').update(key).digest('hex'));

  const send = (res, status, headers = {}, body) => {
    res.writeHead(status, { 'x-amz-request-id': randomBytes(8).toString('hex').toUpperCase(), server: 'AmazonS3', ...headers });
    res.end(body);
  };
  const sendError = (req, res, err, resource) => {
    const [status, message] = ERRORS[err.code] ?? [500, 'We encountered an internal error. Please try again.'];
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    const extra = Object.entries(err.extra ?? {})
      .map(([k, v]) => `<${k}>${xmlEscape(v)}</${k}>`)
      .join('');
    const body =
      req.method === 'HEAD'
        ? undefined
        : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${err.code in ERRORS ? err.code : 'InternalError'}</Code><Message>${xmlEscape(message)}</Message>${extra}<Resource>${xmlEscape(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`;
    // The request's body is not read after a refusal: the connection closes rather than be reused half-read.
    if (!req.complete) res.setHeader('connection', 'close');
    res.writeHead(status, { 'content-type': 'application/xml', 'x-amz-request-id': requestId, server: 'AmazonS3' });
    res.end(body);
  };

  /** Path-style `/bucket/key`, or virtual-host `bucket.host/key` when the host's first label is a bucket. */
  function address(req, url) {
    const hostLabel = String(req.headers.host ?? '')
      .split(':')[0]
      .split('.')[0];
    const parts = url.pathname.slice(1).split('/');
    if (bucketSet.has(hostLabel) && String(req.headers.host).includes('.')) {
      return { bucket: hostLabel, key: decodeURIComponent(url.pathname.slice(1)) };
    }
    return { bucket: decodeURIComponent(parts[0] ?? ''), key: decodeURIComponent(parts.slice(1).join('/')) };
  }

  async function readMeta(bucket, key) {
    try {
      return JSON.parse(await readFile(`${objectPath(bucket, key)}.json`, 'utf8'));
    } catch {
      return null;
    }
  }

  const objectHeaders = (meta) => ({
    'content-type': meta.contentType,
    'content-length': String(meta.size),
    etag: `"${meta.md5}"`,
    'last-modified': new Date(meta.lastModified).toUTCString(),
    ...(meta.sse ? { 'x-amz-server-side-encryption': meta.sse } : {}),
    ...(meta.kmsKeyId ? { 'x-amz-server-side-encryption-aws-kms-key-id': meta.kmsKeyId } : {}),
    ...Object.fromEntries(Object.entries(meta.metadata).map(([k, v]) => [`x-amz-meta-${k}`, v])),
  });

  async function putObject(req, res, bucket, key, payloadHash) {
    const lengthHeader = req.headers['content-length'];
    if (lengthHeader === undefined) throw new S3Error('MissingContentLength');
    const length = Number(lengthHeader);
    const sse = req.headers['x-amz-server-side-encryption'];
    if (sse !== undefined && !SSE_VALUES.has(sse))
      throw new S3Error('InvalidArgument', { ArgumentName: 'x-amz-server-side-encryption' });
    const target = objectPath(bucket, key);
    const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
    const sha = createHash('sha256');
    const md5 = createHash('md5');
    let received = 0;
    const out = createWriteStream(partial);
    try {
      await new Promise((resolve, reject) => {
        req.on('data', (chunk) => {
          received += chunk.length;
          sha.update(chunk);
          md5.update(chunk);
        });
        req.on('aborted', () => reject(new S3Error('IncompleteBody')));
        req.on('error', reject);
        out.on('error', reject);
        out.on('finish', resolve);
        req.pipe(out);
      });
      if (received !== length) throw new S3Error('IncompleteBody');
      if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha.digest('hex')) throw new S3Error('XAmzContentSHA256Mismatch');
      const md5hex = md5.digest('hex');
      const contentMd5 = req.headers['content-md5'];
      if (contentMd5 !== undefined && Buffer.from(md5hex, 'hex').toString('base64') !== contentMd5)
        throw new S3Error('InvalidDigest');
      const metadata = Object.fromEntries(
        Object.entries(req.headers)
          .filter(([k]) => k.startsWith('x-amz-meta-'))
          .map(([k, v]) => [k.slice('x-amz-meta-'.length), String(v)]),
      );
      const meta = {
        key,
        size: received,
        md5: md5hex,
        contentType: req.headers['content-type'] ?? 'binary/octet-stream',
        lastModified: now(),
        sse: sse ?? null,
        kmsKeyId:
          sse === 'aws:kms' ? (req.headers['x-amz-server-side-encryption-aws-kms-key-id'] ?? 'emulator-default-key') : null,
        metadata,
      };
      // The bytes first, then the record that makes them an object: a reader never sees half of one.
      await rename(partial, target);
      await writeFile(`${target}.json.tmp`, JSON.stringify(meta));
      await rename(`${target}.json.tmp`, `${target}.json`);
      send(res, 200, { etag: `"${md5hex}"`, ...(meta.sse ? { 'x-amz-server-side-encryption': meta.sse } : {}) });
    } finally {
      await rm(partial, { force: true });
    }
  }

  async function handle(req, res) {
    const url = new URL(req.url, 'http://emulator');
    const { bucket, key } = address(req, url);
    const resource = url.pathname;
    try {
      const payloadHash = authenticate(req, url, keys, region, now);
      if (!bucketSet.has(bucket)) throw new S3Error('NoSuchBucket', { BucketName: bucket });
      if (!key) {
        if (req.method === 'HEAD') return send(res, 200, { 'x-amz-bucket-region': region });
        throw new S3Error('MethodNotAllowed');
      }
      if (url.search && !/^\?(x-id=[A-Za-z]+)?$/.test(url.search)) throw new S3Error('NotImplemented');
      switch (req.method) {
        case 'PUT':
          return await putObject(req, res, bucket, key, payloadHash);
        case 'GET':
        case 'HEAD': {
          const meta = await readMeta(bucket, key);
          if (!meta) throw new S3Error('NoSuchKey', { Key: key });
          if (req.method === 'HEAD') return send(res, 200, objectHeaders(meta));
          const file = objectPath(bucket, key);
          await stat(file);
          res.writeHead(200, { ...objectHeaders(meta), 'x-amz-request-id': randomBytes(8).toString('hex').toUpperCase() });
          createReadStream(file)
            .on('error', () => res.destroy())
            .pipe(res);
          return;
        }
        case 'DELETE': {
          const file = objectPath(bucket, key);
          await rm(`${file}.json`, { force: true });
          await rm(file, { force: true });
          return send(res, 204);
        }
        default:
          throw new S3Error('MethodNotAllowed');
      }
    } catch (err) {
      if (res.headersSent) return res.destroy();
      sendError(req, res, err instanceof S3Error ? err : new S3Error('InternalError'), resource);
    }
  }

  const requests = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method, url: req.url, headers: { ...req.headers } });
    if (requests.length > 1000) requests.shift();
    void handle(req, res);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address_ = server.address();
  return {
    port: address_.port,
    endpoint: `http://${host}:${address_.port}`,
    /** The last requests (method, url, headers): what a test checks the adapter sent. */
    requests,
    server,
    dir,
    /** The keys of a bucket's objects (what a test checks was stored or removed), sorted. */
    async listKeys(bucket) {
      const names = (await readdir(path.join(dir, bucket))).filter((n) => n.endsWith('.json'));
      const keys = await Promise.all(names.map(async (n) => JSON.parse(await readFile(path.join(dir, bucket, n), 'utf8')).key));
      return keys.sort();
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
