// What other features may use of the balance: the member's history, for the back office's card.
export { listHistory, type HistoryQuery } from './history.js';
