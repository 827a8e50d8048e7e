// Contracts of the supervisor's «Команда» in the member's cabinet (decision 0065).
export * from './team-cabinet.js';
export * from './team-cabinet-values.js';
