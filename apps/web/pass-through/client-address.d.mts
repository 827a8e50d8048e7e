export { PEER_HEADER } from '../server-handshake.mjs';

/**
 * Which proxies in front of the app server are believed:
 * - `{ hops: n }` — the n nearest hops are ours (nginx in front: 1); 0 believes nobody;
 * - `{ addresses }` — hops whose address is in the list are ours, wherever they are.
 */
export type TrustProxy = { readonly hops: number } | { readonly addresses: ReadonlySet<string> };

/** What the address and origin checks read of a request: the Fetch API's `Headers`, or a wrapper of Node's. */
export interface HeaderReader {
  get(name: string): string | null;
}

export declare const TRUST_NOBODY: TrustProxy;
export declare function parseTrustProxy(value: string | undefined): TrustProxy | null;
export declare function clientAddress(headers: HeaderReader, trust: TrustProxy): string | null;
export declare function peerIsTrustedProxy(headers: HeaderReader, trust: TrustProxy): boolean | null;
