export * from './period-values.js';
export * from './periods.js';
