// The member's address for the API's per-address limits: apps/web/pass-through/client-address.mjs,
// shared with server.mjs's pass-through so that both ways to the API judge an address alike.
import 'server-only';

export {
  clientAddress,
  parseTrustProxy,
  peerIsTrustedProxy,
  PEER_HEADER,
  TRUST_NOBODY,
  type HeaderReader,
  type TrustProxy,
} from '../../../pass-through/client-address.mjs';
