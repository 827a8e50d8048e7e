// A member's GET call made by the app server while it renders a page — what the page's title needs
// before the browser has run anything (a news item's title) — with the session's token.
import 'server-only';
import { routePath, type RouteDefinition } from '@cabinet/contracts';
import { headers } from 'next/headers';
import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { buildUrl, type QueryValues } from '../api-client/request-parts';
import { API_LANGUAGE } from '../constants';
import { clientAddress } from './client-address';
import { webConfig } from './config';
import { getSession } from './session';
import { apiUrl } from './upstream';

export type ReadRoute = RouteDefinition & { method: 'GET'; access: 'member'; response: $ZodType };

/**
 * The answer, or null whenever there is none to use: no session, a lapsed token (the browser
 * refreshes it and the page renders again, this time with it), a refusal, the API away. The page
 * renders without it rather than fail.
 */
export async function readForPage<R extends ReadRoute>(route: R, query?: QueryValues): Promise<output<R['response']> | null> {
  const [session, requestHeaders] = await Promise.all([getSession(), headers()]);
  if (!session.accessToken) return null;
  const outgoing = new Headers({
    accept: 'application/json',
    'accept-language': API_LANGUAGE,
    authorization: `Bearer ${session.accessToken}`,
  });
  const address = clientAddress(new Headers(requestHeaders), webConfig().trustProxy);
  if (address) outgoing.set('x-forwarded-for', address);
  try {
    const res = await fetch(apiUrl(buildUrl(routePath(route), query)), {
      headers: outgoing,
      cache: 'no-store',
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) return null;
    const parsed = z.safeParse(route.response, await res.json());
    return parsed.success ? (parsed.data as output<R['response']>) : null;
  } catch {
    return null;
  }
}
