export * from './dispute-values.js';
export * from './disputes.js';
export * from './admin-disputes.js';
