// Contracts of the operator back office (`/api/admin/...`).
export * from './operator.js';
export * from './auth.js';
export * from './operators.js';
export * from './audit.js';
export * from './settings.js';
export * from './dashboard.js';
