// A GET call made by the app server while it renders a page — the data it paints before the browser
// has run anything (prefetch.ts), a news item's title — with the caller's token: the member's
// session for a member's route, the back office's cookie for an operator's.
import 'server-only';
import { fillPath, type RouteDefinition } from '@cabinet/contracts';
import { headers } from 'next/headers';
import { cache } from 'react';
import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { buildUrl, type QueryValues } from '../api-client/request-parts';
import { lapsesBeforeHydration } from '../jwt-expiry';
import { getOperatorSession } from './operator-session';
import { getSession } from './session';
import { callApi } from './upstream';

export type ReadRoute = RouteDefinition & { method: 'GET'; access: 'member' | 'operator' | 'admin'; response: $ZodType };

/**
 * As forward.ts does: the back office rides on the operator's cookie, the cabinet on the member's,
 * never the other's. Decided once a request: a member's token about to lapse (PageAfterRenewal says
 * why it is not used) is judged so for the layout and the page alike, or the layout could take it
 * and the page, read a moment later, paint without its parts and never be rendered again.
 */
const tokenFor = cache(async (access: 'member' | 'operator'): Promise<string | null> => {
  if (access === 'operator') return (await getOperatorSession()).token ?? null;
  const token = (await getSession()).accessToken;
  return token && !lapsesBeforeHydration(token) ? token : null;
});

// One read per route, path and query in a request: a page and its metadata may both want the answer (a
// news item's), and so may a layout and its page. The query and the path's parameters go in as text: the cache tells its
// arguments apart by identity.
const readOnce = cache(async (route: ReadRoute, query: string, params: string): Promise<unknown> => {
  const [token, requestHeaders] = await Promise.all([tokenFor(route.access === 'member' ? 'member' : 'operator'), headers()]);
  if (!token) return null;
  const path = buildUrl(
    fillPath(route, params ? (JSON.parse(params) as PathParams) : undefined),
    query ? (JSON.parse(query) as QueryValues) : undefined,
  );
  try {
    const res = await callApi({ headers: new Headers(requestHeaders) }, path, { bearer: token, timeoutMs: 5_000 });
    if (!res.ok) return null;
    const parsed = z.safeParse(route.response, await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
});

/**
 * The answer, or null whenever there is none to use: no session, a lapsed token (the browser
 * refreshes it and the page renders again, this time with it; an operator's own call finds the
 * session over and leaves for the sign-in), a refusal, the API away. The page renders without it
 * rather than fail, so it waits less for the API than a session route does.
 */
export function readForPage<R extends ReadRoute>(
  route: R,
  query?: QueryValues,
  /** The path's parameters (`/api/disputes/:id` → `{id: 7}`). */
  params?: PathParams,
): Promise<output<R['response']> | null> {
  return readOnce(route, query ? JSON.stringify(query) : '', params ? JSON.stringify(params) : '') as Promise<output<
    R['response']
  > | null>;
}

export type PathParams = Record<string, string | number>;
