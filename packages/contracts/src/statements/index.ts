// Contracts of a member's statements (decisions 0033 and 0034).
export * from './statements.js';
