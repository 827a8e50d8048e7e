// Web Push (RFC 8030, message encryption RFC 8291, VAPID RFC 8292; decision 0036). The `web-push`
// library encrypts the payload and signs the VAPID header; the request itself goes out by fetch, so
// one code path serves the browsers' push services (https) and the repository's emulator (its one
// configured origin, outside production only).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Env } from '../../config/env.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The configured pair, or the one kept in DATA_DIR/vapid.json (made at the first start): browsers
 * subscribed with a public key keep working only while the pair stays the same.
 */
export function loadVapidKeys(env: Env): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  const file = path.join(env.DATA_DIR, 'vapid.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  } catch {
    // first start: nothing stored yet
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(env.DATA_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `sent`: the push service took it; `gone`: the subscription no longer exists (404/410), forget it. */
export type PushOutcome = { result: 'sent' } | { result: 'gone' } | { result: 'failed'; error: string };

export interface PushOptions {
  /** Seconds the push service keeps it for a device that is offline. */
  ttl: number;
  urgency: 'normal' | 'high';
  /** A later push with the same topic replaces one not yet delivered. */
  topic?: string;
}

export interface PushSender {
  readonly publicKey: string;
  /** Whether an endpoint is a push service this configuration sends to (the rest are refused). */
  accepts(endpoint: string): boolean;
  send(target: PushTarget, payload: string, opts: PushOptions): Promise<PushOutcome>;
}

/** A host list entry `.example.com` matches its subdomains, `example.com` only itself. */
function hostMatches(host: string, entries: readonly string[]): boolean {
  return entries.some((e) => (e.startsWith('.') ? host.endsWith(e) && host.length > e.length : host === e));
}

export function createPushSender(env: Env, keys: VapidKeys): PushSender {
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`;
  const hosts = env.PUSH_SERVICE_HOSTS.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const emulatorOrigin = env.PUSH_EMULATOR_URL ? new URL(env.PUSH_EMULATOR_URL).origin : null;
  const accepts = (endpoint: string): boolean => {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return false;
    }
    // The server posts to this address, and a member chooses it: only a push service by its name,
    // by https on 443 (`url.port` is '' for the scheme's own port), never another port or scheme,
    // never an address of this machine or our network (`2130706433` and `[::1]` are IP literals,
    // not listed names); the emulator only by the exact origin it was configured with.
    if (url.username || url.password) return false;
    if (emulatorOrigin !== null && url.origin === emulatorOrigin) return true;
    return url.protocol === 'https:' && url.port === '' && hostMatches(url.hostname.toLowerCase(), hosts);
  };
  return {
    publicKey: keys.publicKey,
    accepts,
    async send(target, payload, opts) {
      // A subscription stored under an older, looser rule is never posted to: it is forgotten.
      if (!accepts(target.endpoint)) return { result: 'gone' };
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: opts.ttl,
          urgency: opts.urgency,
          contentEncoding: 'aes128gcm',
          ...(opts.topic ? { topic: opts.topic } : {}),
        },
      );
      let res: Response;
      try {
        res = await fetch(details.endpoint, {
          method: 'POST',
          headers: Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)])),
          body: details.body,
          redirect: 'error',
          signal: AbortSignal.timeout(env.PUSH_TIMEOUT_MS),
        });
      } catch (err) {
        return { result: 'failed', error: err instanceof Error ? err.message : String(err) };
      }
      await res.body?.cancel();
      if (res.status === 404 || res.status === 410) return { result: 'gone' };
      if (res.ok) return { result: 'sent' };
      return { result: 'failed', error: `push service answered ${res.status}` };
    },
  };
}
