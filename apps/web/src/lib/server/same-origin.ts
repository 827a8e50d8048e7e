// Writes from another site are refused: apps/web/pass-through/same-origin.mjs, shared with server.mjs's
// pass-through so that both ways to the API refuse alike.
import 'server-only';

export { isCrossSite, isCrossSiteWrite, requestHost } from '../../../pass-through/same-origin.mjs';
