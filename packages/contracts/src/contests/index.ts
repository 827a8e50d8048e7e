// Contracts of contests and personal targets (decision 0032).
export * from './contest-rules.js';
export * from './member-contests.js';
export * from './streaks.js';
export * from './targets.js';
