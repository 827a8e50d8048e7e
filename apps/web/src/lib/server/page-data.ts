// A member's GET call made by the app server while it renders a page — what the page's title needs
// before the browser has run anything (a news item's title) — with the session's token.
import 'server-only';
import { routePath, type RouteDefinition } from '@cabinet/contracts';
import { headers } from 'next/headers';
import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { buildUrl, type QueryValues } from '../api-client/request-parts';
import { getSession } from './session';
import { callApi } from './upstream';

export type ReadRoute = RouteDefinition & { method: 'GET'; access: 'member'; response: $ZodType };

/**
 * The answer, or null whenever there is none to use: no session, a lapsed token (the browser
 * refreshes it and the page renders again, this time with it), a refusal, the API away. The page
 * renders without it rather than fail, so it waits less for the API than a session route does.
 */
export async function readForPage<R extends ReadRoute>(route: R, query?: QueryValues): Promise<output<R['response']> | null> {
  const [session, requestHeaders] = await Promise.all([getSession(), headers()]);
  if (!session.accessToken) return null;
  try {
    const res = await callApi({ headers: new Headers(requestHeaders) }, buildUrl(routePath(route), query), {
      bearer: session.accessToken,
      timeoutMs: 5_000,
    });
    if (!res.ok) return null;
    const parsed = z.safeParse(route.response, await res.json());
    return parsed.success ? (parsed.data as output<R['response']>) : null;
  } catch {
    return null;
  }
}
