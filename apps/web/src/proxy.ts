// Runs before every page (Node.js runtime): the nonce-based CSP and security headers, refusal of
// cross-site writes, and the sign-in redirects of product §2. /api routes are excluded (see guard.ts).
import { errorCatalogue } from '@cabinet/contracts';
import { NextResponse, type NextRequest } from 'next/server';
import { NEWS_PREVIEW_PATH } from '@/lib/constants';
import { isPublicPage, PAGE_PATH_HEADER } from '@/lib/public-pages';
import { safeNextPath } from '@/lib/safe-redirect';
import { webConfig } from '@/lib/server/config';
import { buildCsp, createNonce } from '@/lib/server/csp';
import { API_FILES_PREFIX } from '@/lib/server/image-fetch';
import { isCrossSiteWrite } from '@/lib/server/same-origin';
import { readOperatorSession } from '@/lib/server/operator-session';
import { readSession } from '@/lib/server/session';

export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (isCrossSiteWrite(request.method, request.headers, webConfig().trustProxy)) {
    return NextResponse.json({ code: 'forbidden', message: errorCatalogue.forbidden.message }, { status: 403 });
  }

  const { pathname, search } = request.nextUrl;
  if (pathname === IMAGE_OPTIMIZER_PATH) return guardImage(request);
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/admin' || path.startsWith('/admin/')) {
    const refused = await guardBackOffice(request, path);
    if (refused) return refused;
    // The news editor shows its preview in frames of the member's widths (decision 0018).
    const ownFrames = path === NEWS_PREVIEW_PATH ? 'guest' : path.startsWith('/admin/news') ? 'host' : undefined;
    return withSecurityHeaders(request, path, ownFrames);
  }
  const signedIn = (await readSession(request)) !== null;
  if (path === '/login' && signedIn) {
    return redirect(request, safeNextPath(request.nextUrl.searchParams.get('next')) ?? '/');
  }
  if (!isPublicPage(path) && !signedIn) {
    const target = path === '/' ? '/login' : `/login?next=${encodeURIComponent(pathname + search)}`;
    return redirect(request, target);
  }

  return withSecurityHeaders(request, path);
}

const IMAGE_OPTIMIZER_PATH = '/_next/image';
const SET_PASSWORD_PATH = '/admin/set-password';

/**
 * A resized API file (/_next/image?url=/api/files/…) is for a signed-in member only, as the file
 * itself is: the optimizer keeps what it made and would hand it to anyone asking for the same
 * address. Other images (the placeholders of public/images) need nobody.
 */
async function guardImage(request: NextRequest): Promise<NextResponse> {
  const source = request.nextUrl.searchParams.get('url') ?? '';
  if (source.startsWith(API_FILES_PREFIX) && (await readSession(request)) === null) {
    return NextResponse.json({ code: 'unauthorized', message: errorCatalogue.unauthorized.message }, { status: 401 });
  }
  return NextResponse.next();
}

/** The back office has its own sign-in: an operator's cookie, never a member's. */
async function guardBackOffice(request: NextRequest, path: string): Promise<NextResponse | null> {
  // The link of an invitation or reset e-mail is for someone who cannot sign in yet (decision 0029).
  if (path === SET_PASSWORD_PATH) return null;
  const operator = (await readOperatorSession(request)) !== null;
  if (path === '/admin/login') {
    return operator ? redirect(request, safeNextPath(request.nextUrl.searchParams.get('next')) ?? '/admin') : null;
  }
  if (operator) return null;
  const { pathname, search } = request.nextUrl;
  return redirect(request, path === '/admin' ? '/admin/login' : `/admin/login?next=${encodeURIComponent(pathname + search)}`);
}

function withSecurityHeaders(request: NextRequest, path: string, ownFrames?: 'host' | 'guest'): NextResponse {
  const nonce = createNonce();
  const csp = buildCsp({
    nonce,
    dev: process.env.NODE_ENV === 'development',
    https: request.headers.get('x-forwarded-proto') === 'https',
    metrika: webConfig().ymCounterId !== null,
    payoutWidget: webConfig().payoutWidgetUrl,
    ownFrames,
  });
  // Next.js reads the nonce from the request's CSP header and puts it on its own scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', csp);
  // The cabinet's layout reads which page it renders (lib/public-pages.ts); a client's own value is replaced.
  requestHeaders.set(PAGE_PATH_HEADER, path);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  // Pages carry the member's data: no shared cache may keep them.
  response.headers.set('Cache-Control', 'private, no-store');
  // next.config's X-Frame-Options: DENY stands for every other page; browsers follow the CSP's
  // frame-ancestors where both are sent, and this one frame-able page says SAMEORIGIN for the rest.
  if (ownFrames === 'guest') response.headers.set('X-Frame-Options', 'SAMEORIGIN');
  return response;
}

function redirect(request: NextRequest, target: string): NextResponse {
  const response = NextResponse.redirect(new URL(target, request.url), 303);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

export const config = {
  // /_next/image is matched: a resized API file needs a member's session (guardImage).
  // The installable cabinet's files (decision 0036) are public: the service worker, the manifest,
  // the icons and the offline page carry nobody's data.
  matcher: [
    '/((?!api/|_next/static|vendor/|images/|icons/|favicon.ico|icon.svg|version.json|robots.txt|sw.js|manifest.webmanifest|offline.html|offline.css).*)',
  ],
};
