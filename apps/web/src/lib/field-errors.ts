// The API's field reasons (`{code, message, fields}`) put onto a react-hook-form's own fields.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the API's `fields` reasons on the form's own fields (focus on the first) and tells whether
 * any landed; reasons for fields the form does not have stay in the form's message.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Record<string, string>,
  known: readonly string[],
): boolean {
  let first = true;
  for (const [name, message] of Object.entries(fields)) {
    if (!known.includes(name)) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return !first;
}
