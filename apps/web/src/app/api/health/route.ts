// GET /api/health — the web app's process is alive (it asks nothing of the API: an API outage is
// no reason to restart the web app).
import { jsonNoStore } from '@/lib/server/upstream';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  return jsonNoStore({ status: 'ok' });
}
