// ЮKassa's payout widget («виджет для сбора данных») as the emulator serves it: the script a
// merchant's page loads (`/payouts-data/3.1.0/widget.js`), the card form it frames, and the form's
// own request that trades a card number for a synonym (`payout_token`). The number stays here, on
// the provider's side, as with ЮKassa; the merchant gets the synonym, the card's first and last
// digits and its bank, and pays to the synonym (`POST /v3/payouts` with `payout_token`).
import { randomUUID } from 'node:crypto';
import { isPayoutTokenShape } from '@cabinet/contracts';
import { formPage, widgetScript } from './card-widget-assets.js';

/** The path the widget is served under, ЮKassa's own (https://yookassa.ru/payouts-data/…). */
export const CARD_WIDGET_PREFIX = '/payouts-data/';
const VERSION_PREFIX = `${CARD_WIDGET_PREFIX}3.1.0/`;

/** What the widget answers the merchant's `success_callback` with, and what a card payout shows. */
export interface IssuedCard {
  payout_token: string;
  first6: string;
  last4: string;
  issuer_country: 'RU';
  issuer_name: string;
  card_type: string;
}

export interface CardWidgetEmulator {
  /** The widget's script, form and token request; undefined for any other path. */
  handle(method: string, url: URL, text: string): { status: number; contentType: string; body: string } | undefined;
  /** A new synonym for a card number (the form's request without a browser); throws on a number the form refuses. */
  issue(pan: string): IssuedCard;
  /** The card behind a synonym, or undefined for a synonym never issued. */
  card(token: string): (Omit<IssuedCard, 'payout_token'> & { pan: string }) | undefined;
  tokens(): { token: string; pan: string; first6: string; last4: string; issuer_name: string; card_type: string }[];
}

/** A few Russian banks' Mir BINs, so a saved card reads as the member's bank; any other is «Bank». */
const ISSUERS: Record<string, string> = {
  '220220': 'Sberbank',
  '220070': 'T-Bank',
  '220015': 'Alfa-Bank',
  '220024': 'VTB',
};

/** ЮKassa's card_type values by the payment system's first digit. */
const CARD_TYPES: Record<string, string> = { '2': 'Mir', '4': 'Visa', '5': 'MasterCard' };

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number the form accepts: 16 to 19 digits with a right check digit. */
const isCardNumber = (s: string) => /^\d{16,19}$/.test(s) && passesLuhn(s);

const json = (status: number, answer: unknown) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(answer),
});

export function createCardWidgetEmulator(config: { agentId: string }): CardWidgetEmulator {
  const issued = new Map<string, Omit<IssuedCard, 'payout_token'> & { pan: string }>();

  function issue(pan: string): IssuedCard {
    if (!isCardNumber(pan)) throw new Error('not a card number the widget accepts');
    // A synonym per request, even for a card already saved: ЮKassa documents several for one card.
    const card = {
      pan,
      first6: pan.slice(0, 6),
      last4: pan.slice(-4),
      issuer_country: 'RU' as const,
      issuer_name: ISSUERS[pan.slice(0, 6)] ?? 'Bank',
      card_type: CARD_TYPES[pan[0]!] ?? 'Unknown',
    };
    // Of the shape the API takes and the payout refuses otherwise (PAYOUT_TOKEN_RE of the contracts).
    const payout_token = `pt-${randomUUID()}`;
    if (!isPayoutTokenShape(payout_token)) throw new Error('a synonym not of the widget’s shape');
    issued.set(payout_token, card);
    const { pan: _pan, ...shown } = card;
    return { payout_token, ...shown };
  }

  return {
    issue,
    card: (token) => issued.get(token),
    tokens: () =>
      [...issued].map(([token, c]) => ({
        token,
        pan: c.pan,
        first6: c.first6,
        last4: c.last4,
        issuer_name: c.issuer_name,
        card_type: c.card_type,
      })),
    handle(method, url, text) {
      if (!url.pathname.startsWith(CARD_WIDGET_PREFIX)) return undefined;
      if (method === 'GET' && url.pathname === `${VERSION_PREFIX}widget.js`)
        return { status: 200, contentType: 'application/javascript; charset=utf-8', body: widgetScript() };
      if (method === 'GET' && url.pathname === `${VERSION_PREFIX}form`) {
        const known = url.searchParams.get('account_id') === config.agentId;
        return { status: 200, contentType: 'text/html; charset=utf-8', body: formPage(known ? config.agentId : undefined) };
      }
      if (method === 'POST' && url.pathname === `${CARD_WIDGET_PREFIX}tokens`) {
        let body: { account_id?: unknown; card_number?: unknown };
        try {
          body = (JSON.parse(text) as typeof body | null) ?? {};
        } catch {
          return json(400, { type: 'error', code: 'invalid_request', description: 'Malformed JSON' });
        }
        // The gateway is checked before the card: a widget set up for another gateway saves nothing.
        if (String(body.account_id ?? '') !== config.agentId)
          return json(401, {
            type: 'error',
            code: 'invalid_credentials',
            description: 'Unknown account_id',
            parameter: 'account_id',
          });
        const pan = typeof body.card_number === 'string' ? body.card_number.replace(/\s/g, '') : '';
        if (!isCardNumber(pan))
          return json(400, { type: 'error', code: 'invalid_request', description: 'card_number', parameter: 'card_number' });
        return json(200, issue(pan));
      }
      return json(404, { type: 'error', code: 'not_found', description: 'Not found' });
    },
  };
}
