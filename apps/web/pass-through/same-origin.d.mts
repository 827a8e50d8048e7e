import type { HeaderReader, TrustProxy } from './client-address.mjs';

export declare function isCrossSiteWrite(method: string, headers: HeaderReader, trust?: TrustProxy): boolean;
export declare function isCrossSite(headers: HeaderReader, trust?: TrustProxy): boolean;
export declare function requestHost(headers: HeaderReader, trust: TrustProxy): string | null;
