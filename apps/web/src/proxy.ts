// Runs before every page (Node.js runtime): the nonce-based CSP and security headers, refusal of
// cross-site writes, and the sign-in redirects of spec §2. /api routes are excluded (see guard.ts).
import { errorCatalogue } from '@cabinet/contracts';
import { NextResponse, type NextRequest } from 'next/server';
import { safeNextPath } from '@/lib/safe-redirect';
import { webConfig } from '@/lib/server/config';
import { buildCsp, createNonce } from '@/lib/server/csp';
import { isCrossSiteWrite } from '@/lib/server/same-origin';
import { readOperatorSession } from '@/lib/server/operator-session';
import { readSession } from '@/lib/server/session';

/** Pages that a visitor may see; every other page needs a signed-in member. */
const PUBLIC_PAGES = new Set(['/login']);

export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (isCrossSiteWrite(request.method, request.headers)) {
    return NextResponse.json({ code: 'forbidden', message: errorCatalogue.forbidden.message }, { status: 403 });
  }

  const { pathname, search } = request.nextUrl;
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/admin' || path.startsWith('/admin/')) {
    const refused = await guardBackOffice(request, path);
    if (refused) return refused;
    return withSecurityHeaders(request);
  }
  const signedIn = (await readSession(request)) !== null;
  if (path === '/login' && signedIn) {
    return redirect(request, safeNextPath(request.nextUrl.searchParams.get('next')) ?? '/');
  }
  if (!PUBLIC_PAGES.has(path) && !signedIn) {
    const target = path === '/' ? '/login' : `/login?next=${encodeURIComponent(pathname + search)}`;
    return redirect(request, target);
  }

  return withSecurityHeaders(request);
}

/** The back office has its own sign-in: an operator's cookie, never a member's. */
async function guardBackOffice(request: NextRequest, path: string): Promise<NextResponse | null> {
  const operator = (await readOperatorSession(request)) !== null;
  if (path === '/admin/login') {
    return operator ? redirect(request, safeNextPath(request.nextUrl.searchParams.get('next')) ?? '/admin') : null;
  }
  if (operator) return null;
  const { pathname, search } = request.nextUrl;
  return redirect(request, path === '/admin' ? '/admin/login' : `/admin/login?next=${encodeURIComponent(pathname + search)}`);
}

function withSecurityHeaders(request: NextRequest): NextResponse {
  const nonce = createNonce();
  const csp = buildCsp({
    nonce,
    dev: process.env.NODE_ENV === 'development',
    https: request.headers.get('x-forwarded-proto') === 'https',
    metrika: webConfig().ymCounterId !== null,
  });
  // Next.js reads the nonce from the request's CSP header and puts it on its own scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  // Pages carry the member's data: no shared cache may keep them.
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

function redirect(request: NextRequest, target: string): NextResponse {
  const response = NextResponse.redirect(new URL(target, request.url), 303);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

export const config = {
  matcher: ['/((?!api/|_next/static|_next/image|vendor/|images/|favicon.ico|icon.svg|version.json|robots.txt).*)'],
};
