// The programme's numbers, written once: the API enforces them, the cabinet quotes them (rules,
// help, policy, forms) and the demo data follows them.

/** Spec §9 and product §10: the smallest withdrawal, in points. */
export const MIN_WITHDRAWAL_POINTS = 100;

export interface TierStep {
  /** From which contract of a calendar month the tier applies (1, 5, 10). */
  minContracts: number;
  /** Points for each contract in the tier. */
  reward: number;
}

/**
 * The tier table the programme starts with (product §11): 1–4 contracts 500 б. each, 5–9 700 б.,
 * 10 and more 1 000 б. Admins edit the table per month; a month without its own table uses this.
 */
export const DEFAULT_REWARD_TIERS: readonly TierStep[] = [
  { minContracts: 1, reward: 500 },
  { minContracts: 5, reward: 700 },
  { minContracts: 10, reward: 1000 },
];

/** Sign-in by SMS code (product §4). Per-address limits are configuration of the API. */
export const SIGN_IN = {
  codeLength: 6,
  codeTtlMinutes: 5,
  maxAttempts: 5,
  resendAfterSeconds: 60,
  codesPerPhonePerHour: 5,
  /** The refresh token's and the session cookie's lifetime (product §9: 15 days). */
  sessionDays: 15,
} as const;

/** Operators pay or reject a withdrawal request within this many working days of its creation. */
export const PAYOUT_WORKING_DAYS = 3;

/** Operators review identity data, as a rule, within this many working days. */
export const IDENTITY_REVIEW_WORKING_DAYS = 3;

/** The organiser answers a member's question or claim within this many working days. */
export const CLAIM_ANSWER_WORKING_DAYS = 10;

/**
 * Days a blocked member's identity document (passport data and scans) is kept after the blocking;
 * then the API's retention sweep deletes it. The privacy policy quotes this number: one setting.
 */
export const IDENTITY_RETENTION_DAYS_AFTER_BLOCKING = 30;
