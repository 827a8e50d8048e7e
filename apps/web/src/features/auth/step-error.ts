// A refusal shown under a sign-in step. One that names a wait ('Новый код можно запросить через 60
// секунд') belongs to the countdown beside it and goes away when the countdown ends; any other
// stays until the member acts again.

export interface StepError {
  text: string;
  /** Shown only while the step's countdown runs. */
  whileCounting: boolean;
}

/** The text to show now, given the seconds the countdown still has. */
export function shownError(error: StepError | null, secondsLeft: number): string | null {
  if (!error) return null;
  return error.whileCounting && secondsLeft <= 0 ? null : error.text;
}
