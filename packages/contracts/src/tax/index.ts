// Contracts of the tax feature (decision 0033): the member's tax profile, НДФЛ settings and previews.
export { isValidPersonInn } from './inn.js';
