// The content security policy of every page: scripts only with this response's nonce (and what
// they load), styles from our own files, nothing from other hosts unless Metrika or the payout
// provider's card widget is configured.
import 'server-only';

interface CspOptions {
  nonce: string;
  /** `next dev` evaluates code for its error overlay and talks to its HMR socket. */
  dev: boolean;
  /** Over https the browser is also told to upgrade any stray http request. */
  https: boolean;
  /** Yandex Metrika: its script, pixel and beacon hosts, only when YM_COUNTER_ID is set. */
  metrika: boolean;
  /**
   * The payout provider's card widget (decision 0056): its origin may run its script and show its form
   * in a frame, only when PAYOUT_WIDGET_URL is set. Every page: a member reaches the cards by the
   * app's own navigation, which keeps the first page's policy.
   */
  payoutWidget?: string | null;
  /**
   * Frames of our own origin, for the news editor's preview (decision 0018): `host` may show a page
   * of ours in a frame, `guest` may be shown in one by a page of ours. Every other page: neither.
   */
  ownFrames?: 'host' | 'guest';
}

const METRIKA = 'https://mc.yandex.ru';
const METRIKA_STATIC = 'https://yastatic.net';

export function buildCsp({ nonce, dev, https, metrika, payoutWidget, ownFrames }: CspOptions): string {
  const widget = payoutWidget ? [new URL(payoutWidget).origin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'strict-dynamic': the nonced framework scripts may load their chunks; host lists are ignored.
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(dev ? ["'unsafe-eval'"] : []),
      ...(metrika ? [METRIKA, METRIKA_STATIC] : []),
      ...widget,
    ],
    'style-src': ["'self'", dev ? "'unsafe-inline'" : `'nonce-${nonce}'`],
    // next/image writes style="color:transparent" and the captcha widget positions itself with style
    // attributes; attributes cannot run code, unlike <style> elements, which still need the nonce.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(metrika ? [METRIKA] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : []), ...(metrika ? [METRIKA] : [])],
    // The captcha's proof-of-work runs in a worker served from our own origin.
    'worker-src': ["'self'"],
    'frame-src': [...(ownFrames === 'host' ? ["'self'"] : []), ...(metrika ? [METRIKA] : []), ...widget],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': [ownFrames === 'guest' ? "'self'" : "'none'"],
  };
  if (directives['frame-src']!.length === 0) directives['frame-src'] = ["'none'"];
  const parts = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/** 128 random bits, base64: unguessable and fresh for every response. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
