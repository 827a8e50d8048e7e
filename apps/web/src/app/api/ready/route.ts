// GET /api/ready — the web app can serve: its configuration holds, it is not shutting down and the
// API behind it is ready (the API's own /api/ready). 503 {code, message} otherwise.
import { errorCatalogue } from '@cabinet/contracts';
import { webConfig } from '@/lib/server/config';
import { isDraining } from '@/lib/server/draining';
import { apiUrl, jsonNoStore } from '@/lib/server/upstream';

export const dynamic = 'force-dynamic';

const notReady = (reason: string) =>
  jsonNoStore({ code: 'service_unavailable', message: errorCatalogue.service_unavailable.message, reason }, 503);

export async function GET(): Promise<Response> {
  if (isDraining()) return notReady('shutting down');
  webConfig();
  try {
    const res = await fetch(apiUrl('/api/ready'), { cache: 'no-store', signal: AbortSignal.timeout(5_000) });
    if (!res.ok) return notReady(`API not ready (${res.status})`);
  } catch {
    return notReady('API unreachable');
  }
  return jsonNoStore({ status: 'ready' });
}
