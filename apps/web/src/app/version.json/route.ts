// GET /version.json — the build this server runs (product §3), never cached: it is polled to offer
// the update prompt. The values were fixed at build time by next.config.ts.
import type { VersionFile } from '@cabinet/contracts';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  const body: VersionFile = {
    fullVersion: process.env.CABINET_VERSION ?? 'unknown',
    buildTime: process.env.CABINET_BUILD_TIME ?? 'unknown',
    gitHash: process.env.CABINET_GIT_HASH ?? 'unknown',
  };
  return Response.json(body, { headers: { 'Cache-Control': 'no-store, max-age=0' } });
}
