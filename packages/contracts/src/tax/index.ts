// Contracts of the tax feature (decision 0033): the member's tax profile, НДФЛ settings, the
// withdrawal's preview and the 6-НДФЛ register.
export { isValidPersonInn } from './inn.js';
export * from './ndfl.js';
export * from './settings.js';
export * from './profile.js';
export * from './preview.js';
export * from './register.js';
export * from './inn-claims.js';
export * from './employment.js';
