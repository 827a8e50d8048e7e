// ФНС's public search of the registers of legal entities and entrepreneurs (ЕГРЮЛ / ЕГРИП) at
// https://egrul.nalog.ru, asked whether an ИНН belongs to an ИП that has not stopped its activity
// (decision 0043). Two calls, as the service's own page makes them: POST {base}/ with the form
// `query=<ИНН>` answers a search token `{t, captchaRequired}`; GET {base}/search-result/{t} answers
// `{rows: [{k: 'fl' | 'ul', i: ИНН, n: name (an ИП's ФИО), o: ОГРНИП, r: registered, e: ended}]}`.
// No key; when it wants a captcha, the check is not made. What could not be confirmed about the
// service is listed in decision 0043.
import { EMULATOR_HEADER } from '@cabinet/contracts';

export interface EgripEntry {
  inn: string;
  /** The ФИО as the register holds it (upper case). */
  name: string;
  ogrnip: string | null;
  /** `DD.MM.YYYY` as the service writes it. */
  registeredOn: string | null;
  /** Set when the ИП stopped its activity. */
  endedOn: string | null;
}

/** The check was not made: the service asked for a captcha (`busy`), did not answer or refused. */
export class EgripUnavailable extends Error {
  override name = 'EgripUnavailable';
  constructor(
    readonly busy: boolean,
    message: string,
  ) {
    super(message);
  }
}

export interface EgripRegister {
  /** The ИП registered with this ИНН (the latest record when there are several), or null: none. */
  findEntrepreneur(inn: string, opts?: { signal?: AbortSignal }): Promise<EgripEntry | null>;
}

export interface EgripRegisterOptions {
  baseUrl: string;
  timeoutMs: number;
  refuseEmulator: boolean;
  /** Pause before asking for the search's result, and how many times to ask while it is not ready. */
  resultDelayMs?: number;
  resultAttempts?: number;
}

interface SearchRow {
  k?: unknown;
  i?: unknown;
  n?: unknown;
  o?: unknown;
  r?: unknown;
  e?: unknown;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

export function egripRegister(opts: EgripRegisterOptions): EgripRegister {
  const base = opts.baseUrl.replace(/\/$/, '');
  const call = async (url: string, init: RequestInit): Promise<unknown> => {
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(opts.timeoutMs) });
    } catch (err) {
      throw new EgripUnavailable(false, `ЕГРИП: ${(err as Error).message}`);
    }
    if (opts.refuseEmulator && res.headers.has(EMULATOR_HEADER)) {
      throw new EgripUnavailable(false, 'the emulator answered: production refuses it');
    }
    const body = await res.text();
    if (!res.ok) throw new EgripUnavailable(res.status === 429, `ЕГРИП: ${res.status} ${body.slice(0, 200)}`);
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw new EgripUnavailable(false, `ЕГРИП: ${res.status} unreadable`);
    }
  };

  return {
    async findEntrepreneur(inn, { signal } = {}) {
      const form = new URLSearchParams({ vyp3CaptchaToken: '', page: '', query: inn, region: '', PreventChromeAutocomplete: '' });
      const token = (await call(`${base}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
      })) as { t?: unknown; captchaRequired?: unknown };
      if (token.captchaRequired === true) throw new EgripUnavailable(true, 'ЕГРИП asks for a captcha');
      if (typeof token.t !== 'string' || token.t === '') throw new EgripUnavailable(false, 'ЕГРИП: no search token');

      const attempts = opts.resultAttempts ?? 3;
      for (let attempt = 1; ; attempt++) {
        // The service prepares the result after the search: its own page waits before asking.
        // eslint-disable-next-line no-restricted-globals -- a pause between two calls to ФНС, not background work
        await new Promise<void>((resolve) => setTimeout(resolve, opts.resultDelayMs ?? 400));
        signal?.throwIfAborted();
        const result = (await call(`${base}/search-result/${encodeURIComponent(token.t)}`, {
          method: 'GET',
          headers: { accept: 'application/json' },
        })) as { rows?: unknown; status?: unknown };
        if (!Array.isArray(result.rows)) {
          if (attempt < attempts) continue;
          throw new EgripUnavailable(false, 'ЕГРИП: the search result did not come');
        }
        const rows = (result.rows as SearchRow[]).filter((r) => r.k === 'fl' && r.i === inn);
        // An ИП that stopped and registered again has several records: the one still active wins.
        const row = rows.find((r) => text(r.e) === null) ?? rows[0];
        if (!row) return null;
        return {
          inn,
          name: text(row.n) ?? '',
          ogrnip: text(row.o),
          registeredOn: text(row.r),
          endedOn: text(row.e),
        };
      }
    },
  };
}
