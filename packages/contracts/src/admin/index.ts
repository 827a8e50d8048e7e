// Contracts of the operator back office (`/api/admin/...`).
export * from './operator.js';
export * from './auth.js';
export * from './operators.js';
export * from './audit.js';
export * from './settings.js';
export * from './dashboard.js';
export * from './members.js';
export * from './identity.js';
export * from './adjustments.js';
export * from './tiers.js';
export * from './imports.js';
export * from './desk.js';
export * from './news.js';
export * from './notifications.js';
export * from './cabinet-links.js';
export * from './recipient-phones.js';
export * from './jobs.js';
