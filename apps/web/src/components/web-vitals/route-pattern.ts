// The page a metric was measured on, as the web app's route pattern (`/news/[id]`), never the address
// itself (`/news/123`): the API keeps one series per page, and the pages are the contracts' list.
import { WEB_PAGE_ROUTES, WEB_VITALS_ROUTE_MAX_LENGTH } from '@cabinet/contracts/client';

const patterns = WEB_PAGE_ROUTES.map((pattern) => ({ pattern, segments: pattern.split('/').filter(Boolean) }));

/**
 * The pattern of the page at `pathname`. Where a static segment and a dynamic one both match
 * (`/admin/contests/new`, `/admin/contests/[id]`), the static one wins, as in Next.js's router. An
 * address of no page (the 404 page) is sent as it is, cut to the contract's length: the API counts
 * it as `other`.
 */
export function routePattern(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = path.split('/').filter(Boolean);
  let best: { pattern: string; rank: string } | null = null;
  for (const { pattern, segments: parts } of patterns) {
    if (parts.length !== segments.length) continue;
    if (!parts.every((part, i) => part.startsWith('[') || part === segments[i])) continue;
    // '0' for a static segment, '1' for a dynamic one: the least rank is the most static match.
    const rank = parts.map((part) => (part.startsWith('[') ? '1' : '0')).join('');
    if (!best || rank < best.rank) best = { pattern, rank };
  }
  return best?.pattern ?? (path || '/').slice(0, WEB_VITALS_ROUTE_MAX_LENGTH);
}
