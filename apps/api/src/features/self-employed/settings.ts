// The self-employed rules as the configuration sets them (decision 0034): the figures the law or the
// provider may change are settings with defaults, each shown to operators with where it comes from.
import type { Env } from '../../config/env.js';

export interface NpdSettings {
  /** Kopecks a year. */
  limit: number;
  limitSource: string;
  warnPercent: number;
  taxRatePercent: number;
  serviceName: string;
}

export function npdSettings(env: Env): NpdSettings {
  return {
    limit: env.NPD_INCOME_LIMIT_RUB * 100,
    limitSource: env.NPD_INCOME_LIMIT_SOURCE,
    warnPercent: env.NPD_LIMIT_WARNING_PERCENT,
    taxRatePercent: env.NPD_TAX_RATE_PERCENT,
    serviceName: env.NPD_RECEIPT_SERVICE_NAME ?? `Агентские услуги по программе «${env.PRODUCT_NAME}»`,
  };
}

/** The calendar year of `at` in Moscow time, and its bounds. */
export function moscowYear(year: number): { from: Date; to: Date } {
  return { from: new Date(`${year}-01-01T00:00:00+03:00`), to: new Date(`${year + 1}-01-01T00:00:00+03:00`) };
}
