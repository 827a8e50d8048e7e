// The dates a contract may carry, whichever way it arrives (docs/product.md §11): not after today in
// Moscow, not before the programme's first day (`PROGRAMME_STARTED_ON`). One text for the file import's
// rows and the member's claim form.
import { russianDate } from './moscow-time.js';

/** Why a contract's signing date is refused, or null when it is within the programme's days. */
export function contractDateRefusal(signedOn: string, bounds: { today: string; startedOn: string }): string | null {
  if (signedOn > bounds.today) return 'Дата подписания ещё не наступила';
  if (signedOn < bounds.startedOn) return `Дата подписания раньше начала программы (${russianDate(bounds.startedOn)})`;
  return null;
}
