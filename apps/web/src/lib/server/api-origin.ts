// Where the API listens, from the environment (config.ts refuses to start on a bad value).

/**
 * The API's origin (e.g. http://127.0.0.1:4000): API_URL, else API_HOST and API_PORT; null when
 * that is no valid address.
 */
export function apiOriginFromEnv(env: Record<string, string | undefined>): string | null {
  try {
    return new URL(env.API_URL || `http://${connectHost(env.API_HOST)}:${env.API_PORT || '4000'}`).origin;
  } catch {
    return null;
  }
}

/** An API listening on every interface is reached over loopback. */
function connectHost(host: string | undefined): string {
  if (!host || host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}
