// The member's address for the API's per-address limits (the API believes X-Forwarded-For from the
// app server only): the connection's own address, unless WEB_TRUST_PROXY names the proxies in front.
import 'server-only';
import { PEER_HEADER } from '../../../server-handshake.mjs';

/** Set by server.mjs on every request from the socket, replacing anything the client sent. */
export { PEER_HEADER };

/**
 * Which proxies in front of the app server are believed:
 * - `{ hops: n }` — the n nearest hops are ours (nginx in front: 1); 0 believes nobody;
 * - `{ addresses }` — hops whose address is in the list are ours, wherever they are.
 */
export type TrustProxy = { readonly hops: number } | { readonly addresses: ReadonlySet<string> };

/** What the address and origin checks read of a request: the Fetch API's `Headers`. */
export interface HeaderReader {
  get(name: string): string | null;
}

export const TRUST_NOBODY: TrustProxy = Object.freeze({ hops: 0 });

/** `WEB_TRUST_PROXY`: a number of hops, or a comma-separated list of addresses; unset is 0. */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const text = value?.trim() ?? '';
  if (text === '') return TRUST_NOBODY;
  if (/^\d{1,2}$/.test(text)) return { hops: Number(text) };
  const addresses = text.split(',').map((s) => normalise(s.trim()));
  if (addresses.some((a) => a === null)) return null;
  return { addresses: new Set(addresses as string[]) };
}

function normalise(address: string): string | null {
  if (!/^[0-9a-fA-F:.]+$/.test(address) || !/[.:]/.test(address)) return null;
  return address.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

/**
 * The client's address: the socket's peer, or, when the peer is a trusted proxy, walking
 * X-Forwarded-For from its right end (each proxy appends the address it saw) past every trusted
 * hop. Entries a client wrote itself stand left of the first untrusted one and are never used.
 * Null without a peer (not under server.mjs, e.g. `next dev`): the API then sees the app server.
 */
export function clientAddress(headers: HeaderReader, trust: TrustProxy): string | null {
  const peer = normalise(headers.get(PEER_HEADER) ?? '');
  if (!peer) return null;
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // The chain from the client to us, nearest last.
  const chain = [...forwarded, peer];
  let i = chain.length - 1;
  if ('hops' in trust) {
    i = Math.max(0, i - trust.hops);
  } else {
    while (i > 0 && trust.addresses.has(normalise(chain[i]!) ?? '')) i--;
  }
  return normalise(chain[i]!) ?? (i === chain.length - 1 ? peer : null);
}

/**
 * Whether the socket's peer is one of the proxies WEB_TRUST_PROXY names: only then are its
 * forwarding headers (X-Forwarded-Host) believed. Null without a peer (not under server.mjs).
 */
export function peerIsTrustedProxy(headers: HeaderReader, trust: TrustProxy): boolean | null {
  const peer = normalise(headers.get(PEER_HEADER) ?? '');
  if (!peer) return null;
  return 'hops' in trust ? trust.hops > 0 : trust.addresses.has(peer);
}
