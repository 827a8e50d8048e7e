// Contracts of the web app's own calls (product §7 "app server"); one file per operation, re-exported here.
export * from './user.js';
export * from './version.js';
export * from './logout.js';
export * from './account-history.js';
export * from './web-vitals.js';
export * from './web-vitals-values.js';
