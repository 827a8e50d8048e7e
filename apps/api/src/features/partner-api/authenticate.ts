// The partner routes' checks (docs/partner-api.md «Подпись и ключ», decision 0063). Before the body is
// read: a live key (its secret matches the kept hash, approved, not revoked, not expired), from one
// of its addresses, allowed the route's scope, within its calls per minute. Then, over the body's bytes:
// a Standard Webhooks signature by the key's signing secret, made within five minutes, with a request
// id never seen before. Every refusal of a known key is written to the audit log under its name.
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import { PARTNER_SIGNATURE_TOLERANCE_SECONDS, type ErrorCode } from '@cabinet/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { bearerToken, type PartnerAuth } from '../../http/callers.js';
import type { SignedAuthenticator } from '../../http/register-routes.js';
import { AppError } from '../../lib/app-error.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import { auditRefusal } from '../audit/service.js';
import { findKeyForCall, touchKey, type KeyForCall } from './key-queries.js';
import { openSigningSecret, parseApiKey, secretMatches } from './key-secrets.js';
import { isKeyLive } from './keys.js';

/** Whether `ip` is one of the key's addresses or networks; an empty list allows any. */
export function addressAllowed(addresses: readonly string[], ip: string): boolean {
  if (addresses.length === 0) return true;
  const list = new BlockList();
  for (const entry of addresses) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const v4 = mapped ?? (isIPv4(ip) ? ip : null);
  if (v4) return list.check(v4, 'ipv4');
  return isIPv6(ip) && list.check(ip, 'ipv6');
}

const WINDOW_MS = 60_000;

/** A refusal of a known key, written to the audit log under its name (within the audit's bounds). */
async function refuseKnown(
  app: FastifyInstance,
  req: FastifyRequest,
  key: { id: string; name: string },
  code: ErrorCode,
): Promise<never> {
  await auditRefusal(
    app.deps.db,
    { operatorId: null, actor: `partner:${key.name}`, ip: req.ip },
    `partner:${key.id}:${code}`,
    {
      action: 'partner.refused',
      targetType: 'partner_key',
      targetId: key.id,
      after: { refusal: code, path: req.url.slice(0, 200) },
    },
    app.deps.clock.now(),
  );
  throw new AppError(code);
}

async function liveKey(app: FastifyInstance, req: FastifyRequest): Promise<KeyForCall> {
  const parsed = parseApiKey(bearerToken(req) ?? '');
  if (!parsed) throw new AppError('partner_key_invalid');
  const { db, clock, secrets } = app.deps;
  const key = await findKeyForCall(db, parsed.id);
  if (!key || !secretMatches(secrets, parsed.secret, key.secretHash)) throw new AppError('partner_key_invalid');
  if (!isKeyLive(key, clock.now())) return refuseKnown(app, req, key, 'partner_key_invalid');
  return key;
}

/** The partner routes' checks, for `registerRoutes`. */
export function authenticatePartner(app: FastifyInstance): SignedAuthenticator {
  return {
    async authenticate(req) {
      const key = await liveKey(app, req);
      if (!addressAllowed(key.addresses, req.ip)) await refuseKnown(app, req, key, 'partner_address_refused');
      const scope = req.routeOptions.config.contract?.partnerScope;
      if (!scope || !key.scopes.includes(scope)) await refuseKnown(app, req, key, 'partner_scope_missing');
      const { db, clock, secrets } = app.deps;
      const now = clock.now();
      const limit = { key: `partner:${key.id}`, windowMs: WINDOW_MS, limit: key.ratePerMinute };
      const { exceeded, retryAfter } = await hitRateLimit(db, limit, now);
      if (exceeded) throw new AppError('rate_limited', { details: { retryAfter } });
      await touchKey(db, key.id, now);
      const auth: PartnerAuth = {
        keyId: key.id,
        keyName: key.name,
        scopes: key.scopes,
        signingSecret: openSigningSecret(secrets, key.signingSecret),
        ip: req.ip,
      };
      req.partner = auth;
    },
    async verify(req) {
      const partner = req.partner!;
      const key = { id: partner.keyId, name: partner.keyName };
      const now = app.deps.clock.now();
      const header = (name: string) => {
        const value = req.headers[name];
        return typeof value === 'string' ? value : '';
      };
      const id = header('webhook-id');
      const timestamp = header('webhook-timestamp');
      if (!/^[A-Za-z0-9_.:-]{1,128}$/.test(id) || !/^\d{1,12}$/.test(timestamp)) {
        return refuseKnown(app, req, key, 'partner_signature_invalid');
      }
      const at = new Date(Number(timestamp) * 1000);
      if (Math.abs(at.getTime() - now.getTime()) > PARTNER_SIGNATURE_TOLERANCE_SECONDS * 1000) {
        return refuseKnown(app, req, key, 'partner_signature_invalid');
      }
      if (!signatureMatches(partner.signingSecret, id, at, req.rawBody ?? Buffer.alloc(0), header('webhook-signature'))) {
        return refuseKnown(app, req, key, 'partner_signature_invalid');
      }
      await rememberRequest(app, req, key, id, now);
    },
  };
}

/**
 * The library signs (`Webhook.sign`: HMAC-SHA256 over `id.timestamp.body`); one of the header's
 * space-separated `v1,…` signatures must be it. The library's own `verify` is not used: it checks the
 * time against the machine's clock, and the API's clock is the one the rest of its rules read.
 */
function signatureMatches(secret: string, id: string, at: Date, body: Buffer, header: string): boolean {
  const expected = Buffer.from(new Webhook(secret).sign(id, at, body.toString('utf8')));
  return header
    .split(' ')
    .filter((s) => s.startsWith('v1,'))
    .some((s) => {
      const given = Buffer.from(s);
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

/** A request id is taken once: the same signed request sent again is a replay. */
async function rememberRequest(
  app: FastifyInstance,
  req: FastifyRequest,
  key: { id: string; name: string },
  id: string,
  now: Date,
) {
  const { rowCount } = await app.deps.db.query(
    'INSERT INTO partner_requests (key_id, request_id, at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [key.id, id, now],
  );
  if (rowCount === 0) await refuseKnown(app, req, key, 'partner_request_replayed');
}
