// The app server's configuration, read from the environment once and checked: a bad value stops the
// start (src/instrumentation.ts) with one line naming it.
import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SESSION_SECRET_MIN_LENGTH } from '../constants';
import { apiOriginFromEnv } from './api-origin';
import { brand } from '../texts/common';
import { parseTrustProxy, type TrustProxy } from './client-address';

interface WebConfig {
  production: boolean;
  /** Where the API listens, e.g. http://127.0.0.1:4000. */
  apiOrigin: string;
  /** iron-session password. */
  sessionSecret: string;
  productName: string;
  /** Yandex Metrika counter; null: no tracking is loaded and the CSP allows none. */
  ymCounterId: string | null;
  /** WEB_TRUST_PROXY: which proxies in front may tell the client's address (none by default). */
  trustProxy: TrustProxy;
  /**
   * PAYOUT_WIDGET_URL: the payout provider's card widget script (decision 0056; ЮKassa's
   * `https://yookassa.ru/payouts-data/3.1.0/widget.js`); null: no card can be added and the CSP names no host for it.
   */
  payoutWidgetUrl: string | null;
}

export class WebConfigError extends Error {
  override name = 'WebConfigError';
}

type Env = Record<string, string | undefined>;

/**
 * SESSION_SECRET from the environment first; outside production the API generates one into
 * DATA_DIR/secrets.json at its first start and both apps read it from there.
 */
export function parseWebConfig(env: Env, readFile: (file: string) => string = (f) => readFileSync(f, 'utf8')): WebConfig {
  const problems: string[] = [];
  // A built Next.js app always runs with NODE_ENV=production, so it counts as production unless
  // APP_ENV says otherwise (npm start passes the API's NODE_ENV there).
  const production = (env.APP_ENV || env.NODE_ENV) === 'production';

  let sessionSecret = env.SESSION_SECRET || '';
  if (!sessionSecret) {
    if (production) {
      problems.push('SESSION_SECRET is required in production (APP_ENV=production)');
    } else {
      const file = path.resolve(env.DATA_DIR || './data', 'secrets.json');
      try {
        const stored = JSON.parse(readFile(file)) as { sessionSecret?: unknown };
        if (typeof stored.sessionSecret === 'string') sessionSecret = stored.sessionSecret;
        else problems.push(`SESSION_SECRET is unset and ${file} holds no sessionSecret`);
      } catch {
        problems.push(`SESSION_SECRET is unset and ${file} cannot be read (start the API first: it writes the file)`);
      }
    }
  }
  if (sessionSecret && sessionSecret.length < SESSION_SECRET_MIN_LENGTH) {
    problems.push(`SESSION_SECRET must be at least ${SESSION_SECRET_MIN_LENGTH} characters`);
  }

  const apiOrigin = apiOriginFromEnv(env) ?? '';
  if (!apiOrigin) problems.push('API_URL (or API_HOST/API_PORT) is not a valid address');

  const ym = env.YM_COUNTER_ID?.trim() || null;
  if (ym !== null && !/^\d{1,12}$/.test(ym)) problems.push('YM_COUNTER_ID must be a number');

  const trustProxy = parseTrustProxy(env.WEB_TRUST_PROXY);
  if (trustProxy === null) problems.push('WEB_TRUST_PROXY must be a number of hops or a comma-separated list of addresses');

  const payoutWidgetUrl = env.PAYOUT_WIDGET_URL?.trim() || null;
  if (payoutWidgetUrl !== null && !isWidgetUrl(payoutWidgetUrl, production))
    problems.push('PAYOUT_WIDGET_URL must be an https address of a script (http only on 127.0.0.1 outside production)');

  if (problems.length > 0 || trustProxy === null) throw new WebConfigError(`Invalid environment: ${problems.join('; ')}`);
  return {
    production,
    apiOrigin,
    sessionSecret,
    productName: env.PRODUCT_NAME || brand.defaultName,
    ymCounterId: ym,
    trustProxy,
    payoutWidgetUrl,
  };
}

/** The widget's script is code run in the member's page: https, or the local emulator outside production. */
function isWidgetUrl(value: string, production: boolean): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (!production && url.protocol === 'http:' && url.hostname === '127.0.0.1');
  } catch {
    return false;
  }
}

let cached: WebConfig | null = null;

export function webConfig(): WebConfig {
  cached ??= parseWebConfig(process.env);
  return cached;
}
