// Contracts of the partner API (`/api/partner/v1/…`) and of its keys in the back office.
export * from './contracts.js';
export * from './keys.js';
export * from './structure.js';
