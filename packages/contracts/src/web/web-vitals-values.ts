// What the web app's pages report of their own speed (POST /api/web-vitals) and the bounds both
// sides keep. No zod here: the browser's reporter loads this, not the contract's schemas.

/** The timings a page reports, in milliseconds. */
export const WEB_VITAL_TIMINGS = ['LCP', 'FCP', 'INP', 'TTFB'] as const;
/** CLS is a score (the share of the viewport that moved), not a time. */
export const WEB_VITAL_NAMES = [...WEB_VITAL_TIMINGS, 'CLS'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number];

/** A page sends what it measured in one report as it is hidden: five metrics, more after a return from the back-forward cache. */
export const WEB_VITALS_BATCH_MAX = 20;
/** A timing past ten minutes is a tab left in the background or a clock gone wrong, not a page's speed. */
export const WEB_VITAL_MAX_MS = 600_000;
/** Real pages score below 1; a larger score is a broken measurement. */
export const WEB_VITAL_MAX_CLS = 10;
export const WEB_VITALS_ROUTE_MAX_LENGTH = 200;
/** Twenty items of the longest route fit with room to spare; the API's 1 MiB would be a waste to read. */
export const WEB_VITALS_BODY_LIMIT = 8 * 1024;

/**
 * The page patterns of the web app (its page.tsx files under apps/web/src/app, route groups left
 * out), as a report names them. The API labels its histograms with these only and anything else as
 * `other`, so that no sender can make a series per address; a web test (route-pattern.test.ts)
 * holds the list to the app's page files.
 */
export const WEB_PAGE_ROUTES = [
  '/',
  '/balance',
  '/balance/[id]',
  '/contests',
  '/contests/[id]',
  '/disputes',
  '/disputes/[id]',
  '/disputes/new',
  '/help',
  '/lk',
  '/lk/self-employed',
  '/lk/statements',
  '/lk/cards',
  '/login',
  '/news',
  '/news/[id]',
  '/notification',
  '/order',
  '/order/[id]',
  '/policy',
  '/consent',
  '/rules',
  '/rules/accept',
  '/team',
  '/team/agents/[memberId]',
  '/withdraw',
  '/admin',
  '/admin/adjustments',
  '/admin/approvals',
  '/admin/audit',
  '/admin/badges',
  '/admin/compliance',
  '/admin/contests',
  '/admin/contests/[id]',
  '/admin/contests/new',
  '/admin/disputes',
  '/admin/disputes/[id]',
  '/admin/identity',
  '/admin/identity/[id]',
  '/admin/imports',
  '/admin/jobs',
  '/admin/login',
  '/admin/members',
  '/admin/members/[id]',
  '/admin/members/new',
  '/admin/news',
  '/admin/news/[id]',
  '/admin/news/new',
  '/admin/news-preview',
  '/admin/notifications',
  '/admin/notifications/new',
  '/admin/operators',
  '/admin/partner-keys',
  '/admin/payouts',
  '/admin/periods',
  '/admin/legal',
  '/admin/reconciliation',
  '/admin/self-employed',
  '/admin/set-password',
  '/admin/settings',
  '/admin/setup',
  '/admin/targets',
  '/admin/targets/dealers',
  '/admin/tax',
  '/admin/teams',
  '/admin/tiers',
  '/admin/webhooks',
  '/admin/webhooks/[id]',
  '/admin/withdrawals',
  '/admin/withdrawals/[id]',
] as const;
export type WebPageRoute = (typeof WEB_PAGE_ROUTES)[number];
