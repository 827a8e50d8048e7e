// Contracts of contests and personal targets (decision 0032).
export * from './badge-rules.js';
export * from './badges.js';
export * from './contest-rules.js';
export * from './member-contests.js';
export * from './streaks.js';
export * from './targets.js';
