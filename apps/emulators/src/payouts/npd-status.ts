// ФНС's public check of a self-employed status by ИНН as the emulator answers it (decision 0034):
// POST {prefix}/api/v1/tracker/taxpayer_status {inn, requestDate} → {status, message}. Every
// ИНН with right check digits is self-employed except those in `npdInactiveInns`; more checks a
// minute than `npdChecksPerMinute` are refused the way the real service refuses them.
import { isValidPersonInn } from '@cabinet/contracts';

/** The path the emulator serves the ФНС service on (the real one is https://statusnpd.nalog.ru). */
export const NPD_STATUS_PREFIX = '/statusnpd/';

export interface NpdStatusEmulator {
  handle(method: string, pathname: string, text: string): { status: number; answer: unknown };
  /** How many checks arrived (refused ones included). */
  checks(): number;
}

/** The part of the emulator's configuration the check reads (live: tests change it). */
interface NpdStatusConfig {
  npdInactiveInns: string[];
  npdChecksPerMinute: number;
}

export function createNpdStatusEmulator(config: NpdStatusConfig): NpdStatusEmulator {
  let checks = 0;
  let recent: number[] = [];
  return {
    checks: () => checks,
    handle(method, pathname, text) {
      if (method !== 'POST' || pathname !== `${NPD_STATUS_PREFIX}api/v1/tracker/taxpayer_status`) {
        return { status: 404, answer: { code: 'not.found', message: 'Not found' } };
      }
      checks++;
      const now = Date.now();
      recent = recent.filter((t) => now - t < 60_000);
      if (config.npdChecksPerMinute > 0 && recent.length >= config.npdChecksPerMinute) {
        return {
          status: 422,
          answer: { code: 'taxpayer.status.service.limited.error', message: 'Превышено количество запросов к сервису' },
        };
      }
      recent.push(now);
      let body: { inn?: string; requestDate?: string };
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        return { status: 400, answer: { code: 'validation.failed', message: 'Некорректный запрос' } };
      }
      if (!isValidPersonInn(body.inn ?? '') || !/^\d{4}-\d{2}-\d{2}$/.test(body.requestDate ?? '')) {
        return { status: 422, answer: { code: 'validation.failed', message: 'Указан некорректный ИНН' } };
      }
      const active = !config.npdInactiveInns.includes(body.inn!);
      return {
        status: 200,
        answer: {
          status: active,
          message: `${body.inn} ${active ? 'является' : 'не является'} плательщиком налога на профессиональный доход`,
        },
      };
    },
  };
}
