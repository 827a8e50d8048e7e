// ФНС's public check of a self-employed (НПД) status by ИНН (decision 0034):
// POST {base}/tracker/taxpayer_status {inn, requestDate: YYYY-MM-DD} → {status, message}. No key;
// the service refuses more than about two checks a minute from one address, so this process keeps
// its own window and either waits for a slot (the nightly re-check) or refuses at once (a member
// pressing «Проверить»). What could not be confirmed is listed in decision 0034.
import { EMULATOR_HEADER } from '@cabinet/contracts';

export interface NpdStatusAnswer {
  active: boolean;
  /** ФНС's own sentence: «… является / не является плательщиком налога на профессиональный доход». */
  message: string;
}

/** The check was not made: the rate is used up (`busy`), or the service did not answer or refused. */
export class NpdStatusUnavailable extends Error {
  override name = 'NpdStatusUnavailable';
  constructor(
    readonly busy: boolean,
    message: string,
  ) {
    super(message);
  }
}

export interface NpdStatusChecker {
  /**
   * `wait`: wait for a free slot in the rate instead of refusing — at most `maxWaitMs` when given
   * (a slot further away is refused as busy at once, its place not taken).
   */
  check(inn: string, date: string, opts: { wait: boolean; maxWaitMs?: number; signal?: AbortSignal }): Promise<NpdStatusAnswer>;
}

export interface NpdStatusOptions {
  baseUrl: string;
  checksPerMinute: number;
  timeoutMs: number;
  refuseEmulator: boolean;
}

export function npdStatusChecker(opts: NpdStatusOptions): NpdStatusChecker {
  // The service counts checks in a rolling minute, so this window does too: `capacity` checks in any
  // `windowMs` (a rate under one a minute keeps one check per its longer window).
  const capacity = Math.max(1, Math.floor(opts.checksPerMinute));
  const windowMs = (capacity * 60_000) / opts.checksPerMinute;
  const taken: number[] = [];

  /** When the next check may go: now, or when the oldest check in the window leaves it. */
  function nextSlot(now: number): number {
    while (taken.length > 0 && taken[0]! <= now - windowMs) taken.shift();
    return taken.length < capacity ? now : taken[taken.length - capacity]! + windowMs;
  }

  return {
    async check(inn, date, { wait, maxWaitMs, signal }) {
      const now = Date.now();
      const slot = nextSlot(now);
      const tooFar = !wait || (maxWaitMs !== undefined && slot - now > maxWaitMs);
      if (slot > now && tooFar) throw new NpdStatusUnavailable(true, 'the check rate is used up');
      taken.push(slot);
      if (slot > now) {
        // A pause before a call to ФНС within its rate, not background work.
        // eslint-disable-next-line no-restricted-globals
        await new Promise<void>((resolve) => setTimeout(resolve, slot - now));
        signal?.throwIfAborted();
      }
      let res: Response;
      try {
        res = await fetch(`${opts.baseUrl.replace(/\/$/, '')}/tracker/taxpayer_status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ inn, requestDate: date }),
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
      } catch (err) {
        throw new NpdStatusUnavailable(false, `ФНС status: ${(err as Error).message}`);
      }
      if (opts.refuseEmulator && res.headers.has(EMULATOR_HEADER)) {
        throw new NpdStatusUnavailable(false, 'the emulator answered: production refuses it');
      }
      const text = await res.text();
      let body: { status?: unknown; message?: unknown; code?: unknown };
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        throw new NpdStatusUnavailable(false, `ФНС status: ${res.status} unreadable`);
      }
      if (!res.ok || typeof body.status !== 'boolean') {
        // The service answers its rate refusal as an error with this code.
        const busy = res.status === 429 || body.code === 'taxpayer.status.service.limited.error';
        throw new NpdStatusUnavailable(
          busy,
          `ФНС status: ${res.status} ${String(body.code ?? '')} ${String(body.message ?? '')}`,
        );
      }
      return { active: body.status, message: typeof body.message === 'string' ? body.message : '' };
    },
  };
}
