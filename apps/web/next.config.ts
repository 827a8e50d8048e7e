import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';

const here = path.dirname(new URL(import.meta.url).pathname);
const version = (JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8')) as { version: string }).version;

/** The commit being built, or 'unknown' where git (or the repository) is absent, e.g. in a tarball. */
function gitHash(): string {
  try {
    return (
      execFileSync('git', ['rev-parse', 'HEAD'], { cwd: here, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || 'unknown'
    );
  } catch {
    return 'unknown';
  }
}

// `next start` evaluates this file again; `env` values are inlined at build time, so /version.json
// reports the build, not the start.
const hash = process.env.CABINET_BUILD_GIT_HASH ?? gitHash();
const buildTime = new Date().toISOString();

/** next/image widths (product §9). */
const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384];

/** Sent with every response (pages, API passes, files); the CSP itself is per page (src/proxy.ts). */
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  // Browsers ignore it over plain http, so the local demo is unaffected.
  { key: 'Strict-Transport-Security', value: 'max-age=31536000' },
];

// next.config.ts is compiled on its own: it imports nothing from src/.
const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The spec's paths end in a slash (/api/user/, /api/balance/account-history/); both forms are served
  // without a redirect, and the catch-all forwards the path to the API as the browser wrote it.
  skipTrailingSlashRedirect: true,
  // The monorepo root: the contracts package and the hoisted node_modules live there.
  turbopack: { root: path.join(here, '..', '..') },
  outputFileTracingRoot: path.join(here, '..', '..'),
  // `npm run typecheck` checks the web app with the rest of the repository; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  env: {
    CABINET_VERSION: hash === 'unknown' ? version : `${version}+${hash.slice(0, 12)}`,
    CABINET_BUILD_TIME: buildTime,
    CABINET_GIT_HASH: hash,
  },
  images: {
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    // What the optimizer may read: the pictures every signed-in member may see (news images,
    // avatars: proxy.ts asks for a member's session, server.mjs lends the optimizer its cookie) and
    // the placeholders of public/images. Never an identity scan: those are their owner's alone, and
    // the optimizer would keep a resized copy for whoever asks for the same address. The paths are
    // the contracts' getFileRoute (`/api/files/:kind/:id`), written out: this file imports nothing.
    localPatterns: [
      { pathname: '/api/files/news/*', search: '' },
      { pathname: '/api/files/avatar/*', search: '' },
      { pathname: '/images/**', search: '' },
    ],
  },
  async headers() {
    return [
      { source: '/:path*', headers: SECURITY_HEADERS },
      // The service worker is checked for a new version at every visit: never from a cache (decision 0036).
      { source: '/sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    ];
  },
};

export default nextConfig;
