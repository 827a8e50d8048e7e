// The `/api/...` paths the web app's server answers itself (its route handlers, the catch-all
// pass-through aside): sign-in, the session, the transactions proxy, health. Read from the route
// files, so that a new app-server route is never sent past the web app — by the scaled start's nginx
// (scripts/lib/nginx.mjs) nor by server.mjs's pass-through.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webApiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/app/api');

/**
 * @param {string} [dir]
 * @param {string} [prefix]
 * @returns {string[]}
 */
export function webOwnedApiPaths(dir = webApiDir, prefix = '/api') {
  /** @type {string[]} */
  const paths = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('[') || entry.name.startsWith('(')) continue;
    const here = `${prefix}/${entry.name}`;
    if (existsSync(path.join(dir, entry.name, 'route.ts'))) paths.push(here);
    paths.push(...webOwnedApiPaths(path.join(dir, entry.name), here));
  }
  return paths.sort();
}

/**
 * Whether a path is one of `paths`, with or without its trailing slash (Next.js serves both:
 * next.config.ts's skipTrailingSlashRedirect).
 * @param {readonly string[]} paths
 * @returns {(pathname: string) => boolean}
 */
export function ownedPathMatcher(paths) {
  const owned = new Set(paths);
  return (pathname) => owned.has(pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname);
}
