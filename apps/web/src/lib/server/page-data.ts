// A member's GET call made by the app server while it renders a page — the data it paints before
// the browser has run anything (prefetch.ts), a news item's title — with the session's token.
import 'server-only';
import { routePath, type RouteDefinition } from '@cabinet/contracts';
import { headers } from 'next/headers';
import { cache } from 'react';
import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { buildUrl, type QueryValues } from '../api-client/request-parts';
import { getSession } from './session';
import { callApi } from './upstream';

export type ReadRoute = RouteDefinition & { method: 'GET'; access: 'member'; response: $ZodType };

// One read per route and query in a request: a page and its metadata may both want the answer (a
// news item's), and so may a layout and its page. The query goes in as text: the cache tells its
// arguments apart by identity.
const readOnce = cache(async (route: ReadRoute, query: string): Promise<unknown> => {
  const [session, requestHeaders] = await Promise.all([getSession(), headers()]);
  if (!session.accessToken) return null;
  const path = buildUrl(routePath(route), query ? (JSON.parse(query) as QueryValues) : undefined);
  try {
    const res = await callApi({ headers: new Headers(requestHeaders) }, path, { bearer: session.accessToken, timeoutMs: 5_000 });
    if (!res.ok) return null;
    const parsed = z.safeParse(route.response, await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
});

/**
 * The answer, or null whenever there is none to use: no session, a lapsed token (the browser
 * refreshes it and the page renders again, this time with it), a refusal, the API away. The page
 * renders without it rather than fail, so it waits less for the API than a session route does.
 */
export function readForPage<R extends ReadRoute>(route: R, query?: QueryValues): Promise<output<R['response']> | null> {
  return readOnce(route, query ? JSON.stringify(query) : '') as Promise<output<R['response']> | null>;
}
