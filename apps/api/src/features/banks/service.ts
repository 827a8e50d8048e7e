// The SBP banks as other features use them (the withdrawal checks the bank it is sent to).
export { findBank, listBanks } from './queries.js';
