import type { HeaderReader } from './client-address.d.mts';
export declare const API_LANGUAGE: 'ru-RU';
export declare const HOP_BY_HOP: ReadonlySet<string>;
export declare const NOT_FORWARDED: ReadonlySet<string>;
export declare function isForwardedRequestHeader(name: string): boolean;
export declare function isRelayedResponseHeader(name: string): boolean;
export declare function writtenRequestHeaders(
  headers: HeaderReader,
  known: { address: string | null; proto: string | null },
): Record<string, string>;
