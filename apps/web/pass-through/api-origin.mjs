// Where the API listens, from the environment: read by the app's configuration
// (src/lib/server/config.ts, which refuses to start on a bad value) and by server.mjs's pass-through.

/**
 * The API's origin (e.g. http://127.0.0.1:4000): API_URL, else API_HOST and API_PORT; null when
 * that is no valid address.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function apiOriginFromEnv(env) {
  try {
    return new URL(env.API_URL || `http://${connectHost(env.API_HOST)}:${env.API_PORT || '4000'}`).origin;
  } catch {
    return null;
  }
}

/**
 * An API listening on every interface is reached over loopback.
 * @param {string | undefined} host
 * @returns {string}
 */
function connectHost(host) {
  if (!host || host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}
