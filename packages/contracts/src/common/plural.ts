import { lazy } from './lazy.js';

const rules = lazy(() => new Intl.PluralRules('ru'));

/** Picks the Russian plural form: pluralRu(3, ['попытка', 'попытки', 'попыток']) → 'попытки'. */
export function pluralRu(n: number, [one, few, many]: readonly [string, string, string]): string {
  switch (rules().select(n)) {
    case 'one':
      return one;
    case 'few':
      return few;
    default:
      return many;
  }
}
