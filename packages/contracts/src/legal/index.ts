export * from './legal-values.js';
export * from './legal.js';
export * from './shipped-editions.js';
