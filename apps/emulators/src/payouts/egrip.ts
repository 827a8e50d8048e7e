// ФНС's public ЕГРЮЛ / ЕГРИП search (egrul.nalog.ru) as the emulator answers it (decision 0043):
// POST {prefix} with the form `query=<ИНН>` → {t, captchaRequired}; GET {prefix}search-result/{t}
// → {rows}. Only the entrepreneurs in `egripEntrepreneurs` are registered; any other ИНН is found
// in neither register. A search without a query, a token it never gave and more searches a minute
// than `egripSearchesPerMinute` (then a captcha is asked for) are refused as the real service does.
import { randomUUID } from 'node:crypto';

/** The path the emulator serves the service on (the real one is https://egrul.nalog.ru). */
export const EGRIP_PREFIX = '/egrul/';

export interface EmulatedEntrepreneur {
  /** The ФИО as the register holds it. */
  name: string;
  ogrnip?: string;
  /** `DD.MM.YYYY`. */
  registeredOn?: string;
  /** Set: the ИП stopped its activity on this date. */
  endedOn?: string;
}

interface EgripConfig {
  egripEntrepreneurs: Record<string, EmulatedEntrepreneur>;
  egripSearchesPerMinute: number;
}

export interface EgripEmulator {
  handle(method: string, pathname: string, text: string): { status: number; answer: unknown };
  /** How many searches arrived (refused ones included). */
  searches(): number;
}

export function createEgripEmulator(config: EgripConfig): EgripEmulator {
  let searches = 0;
  let recent: number[] = [];
  const results = new Map<string, unknown>();
  return {
    searches: () => searches,
    handle(method, pathname, text) {
      if (method === 'POST' && pathname === EGRIP_PREFIX) {
        searches++;
        const now = Date.now();
        recent = recent.filter((t) => now - t < 60_000);
        if (config.egripSearchesPerMinute > 0 && recent.length >= config.egripSearchesPerMinute) {
          return { status: 200, answer: { captchaRequired: true } };
        }
        recent.push(now);
        const query = (new URLSearchParams(text).get('query') ?? '').trim();
        if (query === '') return { status: 400, answer: { ERRORS: { query: ['Заполните поле'] } } };
        const t = randomUUID().replace(/-/g, '');
        const entry = config.egripEntrepreneurs[query];
        results.set(t, {
          rows: entry
            ? [
                {
                  k: 'fl',
                  i: query,
                  n: entry.name,
                  o: entry.ogrnip ?? `3${query.slice(0, 12)}00`.slice(0, 15),
                  r: entry.registeredOn ?? '01.02.2020',
                  ...(entry.endedOn ? { e: entry.endedOn } : {}),
                  t: randomUUID().replace(/-/g, ''),
                  cnt: '1',
                  tot: '1',
                },
              ]
            : [],
        });
        return { status: 200, answer: { t, captchaRequired: false } };
      }
      const m = /^\/egrul\/search-result\/([0-9a-f]+)$/.exec(pathname);
      if (method === 'GET' && m) {
        const result = results.get(m[1]!);
        if (!result) return { status: 404, answer: { ERRORS: { t: ['Не найден результат поиска'] } } };
        return { status: 200, answer: result };
      }
      return { status: 404, answer: { ERRORS: { path: ['Not found'] } } };
    },
  };
}
