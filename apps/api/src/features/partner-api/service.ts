// The partner API as other features use it (decision 0063): housekeeping forgets what it keeps for a while.
export { sweepPartnerRequests } from './batches.js';
