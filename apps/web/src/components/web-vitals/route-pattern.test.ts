// A report names its page by the route pattern, and the API keeps a series only for the patterns of
// WEB_PAGE_ROUTES: the list must be exactly the app's pages, or a page's metrics end up as `other`.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WEB_PAGE_ROUTES, WEB_VITALS_ROUTE_MAX_LENGTH } from '@cabinet/contracts/client';
import { describe, expect, it } from 'vitest';
import { routePattern } from './route-pattern';

const app = fileURLToPath(new URL('../../app/', import.meta.url));

/** Every page of the app as its pattern: `/`, `/news/[id]`, `/admin/contests/new`; route groups left out. */
function appPages(): string[] {
  return readdirSync(app, { recursive: true, encoding: 'utf8' })
    .map((f) => f.replaceAll('\\', '/'))
    .filter((f) => f === 'page.tsx' || f.endsWith('/page.tsx'))
    .map(
      (f) =>
        `/${f
          .split('/')
          .slice(0, -1)
          .filter((segment) => !segment.startsWith('('))
          .join('/')}`,
    )
    .sort();
}

describe('the route pattern of a page', () => {
  it('is one of a list that is exactly the pages of the app', () => {
    expect([...WEB_PAGE_ROUTES].sort()).toEqual(appPages());
  });

  it.each([
    ['/', '/'],
    ['/balance', '/balance'],
    ['/balance/', '/balance'],
    ['/news/123', '/news/[id]'],
    ['/news/123/', '/news/[id]'],
    ['/news', '/news'],
    ['/order/9f3c', '/order/[id]'],
    ['/contests/5', '/contests/[id]'],
    ['/lk/statements', '/lk/statements'],
    ['/admin', '/admin'],
    ['/admin/members/42', '/admin/members/[id]'],
    // A static segment wins over a dynamic one, as in Next.js's router.
    ['/admin/members/new', '/admin/members/new'],
    ['/admin/contests/new', '/admin/contests/new'],
    ['/admin/news-preview', '/admin/news-preview'],
  ])('of %s is %s', (pathname, pattern) => {
    expect(routePattern(pathname)).toBe(pattern);
  });

  it('is the address itself where no page matches, within the length the API takes', () => {
    expect(routePattern('/news/1/comments')).toBe('/news/1/comments');
    expect(routePattern('/nowhere')).toBe('/nowhere');
    const long = `/${'x'.repeat(500)}`;
    expect(routePattern(long)).toBe(long.slice(0, WEB_VITALS_ROUTE_MAX_LENGTH));
  });
});
