// The first element of the query keys that several features invalidate. Each feature's factory
// builds its keys under its root, so an invalidation by root reaches every copy, on every screen.
export const queryRoots = {
  balance: ['balance'],
  pendingAmount: ['pending-amount'],
  orders: ['orders'],
  history: ['account-history'],
  rewards: ['rewards'],
  contests: ['contests'],
  news: ['news'],
  notifications: ['notifications'],
  isNotification: ['is-notification'],
  personalInfo: ['personal-info'],
  accountInfo: ['account-info'],
  passport: ['passport-data'],
  legal: ['legal-standings'],
  payoutCards: ['payout-cards'],
} as const satisfies Record<string, readonly [string]>;
