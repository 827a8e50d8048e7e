// react-hook-form's `register` for a control the server renders. `register` alone writes the form's
// values into the controls only once the page's scripts run: the profile came from the server with
// empty fields that filled in a moment later, and what a member typed in that moment was written
// over. With the value in the HTML (`defaultValue`) the data is on screen from the first paint, and
// what was typed before the form took the control over is kept (early-input.ts).
import type { FieldPath, FieldValues, UseFormGetValues, UseFormRegister } from 'react-hook-form';
import { keepEarlyInput } from './early-input';

interface RegisteringForm<T extends FieldValues> {
  register: UseFormRegister<T>;
  getValues: UseFormGetValues<T>;
}

export function registerField<T extends FieldValues>(form: RegisteringForm<T>, name: FieldPath<T>) {
  const registration = form.register(name);
  const value: unknown = form.getValues(name);
  return {
    ...registration,
    defaultValue: value === null || value === undefined ? '' : String(value),
    // Read before the form's own ref writes its value over what the member typed.
    ref: (el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => {
      keepEarlyInput(el);
      registration.ref(el);
    },
  };
}
