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
  teamRole: ['team-role'],
} as const satisfies Record<string, readonly [string]>;

/**
 * The back office's keys that a decision on another screen invalidates: approving a request at the
 * approvals door (decision 0060) changes a member's employment, an import, the НДФЛ rules, a month's
 * targets or tier table, a contest's prizes or a dispute, a balance adjustment or a month's close, the
 * programme's settings, an operator's account (and the dashboard's security alerts), a withdrawal
 * order at the desk, a partner's API key or a team's supervisor, each shown by its own feature,
 * whose factory builds its keys under the root here.
 */
export const adminQueryRoots = {
  members: ['admin', 'members'],
  imports: ['admin', 'imports'],
  taxSettings: ['admin', 'tax-settings'],
  approvals: ['admin', 'approvals'],
  targets: ['admin', 'targets'],
  tiers: ['admin', 'tiers'],
  contests: ['admin', 'contests'],
  badges: ['admin', 'badges'],
  disputes: ['admin', 'disputes'],
  adjustments: ['admin', 'adjustments'],
  periods: ['admin', 'periods'],
  settings: ['admin', 'settings'],
  operators: ['admin', 'operators'],
  securityAlerts: ['admin', 'security-alerts'],
  desk: ['admin', 'desk'],
  partnerKeys: ['admin', 'partner-keys'],
  teams: ['admin', 'teams'],
} as const satisfies Record<string, readonly [string, string]>;
