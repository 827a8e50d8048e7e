// Where a webhook may go (docs/webhooks.md): an https address whose name resolves to public addresses
// only — never this server, the networks behind it or the cloud's metadata service, which an admin's
// URL (or a hijacked admin session) could otherwise make the programme call. Checked when an endpoint
// is saved and again before every attempt, and the attempt connects to the very address checked:
// a name that answers a public address to the check and a private one to the connection (DNS
// rebinding) gets nowhere.
import { isIP } from 'node:net';
import { nonPublicKind } from '../../lib/public-address.js';
import type { HostResolver } from '../../lib/resolve-host.js';
import { targetRefusal } from './texts.js';

export interface TargetRules {
  /** Plain http and non-public addresses (WEBHOOK_ALLOW_PRIVATE_TARGETS): receivers on this machine in the demo and the tests. */
  allowPrivate: boolean;
  resolve: HostResolver;
}

/** The URL and the one address an attempt connects to. */
export interface CheckedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export type TargetCheck = { ok: true; target: CheckedTarget } | { ok: false; reason: string };

const refuse = (reason: string): TargetCheck => ({ ok: false, reason });

export async function checkTarget(raw: string, rules: TargetRules): Promise<TargetCheck> {
  const url = new URL(raw);
  if (url.protocol !== 'https:' && !(rules.allowPrivate && url.protocol === 'http:')) return refuse(targetRefusal.httpsOnly);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = await rules.resolve(host);
  } catch {
    return refuse(targetRefusal.notFound(host));
  }
  if (addresses.length === 0) return refuse(targetRefusal.notFound(host));
  // Every address of the name must be public: a resolver may hand any of them to the next lookup.
  if (!rules.allowPrivate) {
    for (const address of addresses) {
      const kind = nonPublicKind(address);
      if (kind) return refuse(targetRefusal.nonPublic(host, address, kind));
    }
  }
  const address = addresses[0]!;
  return { ok: true, target: { url, address, family: isIP(address) === 6 ? 6 : 4 } };
}
