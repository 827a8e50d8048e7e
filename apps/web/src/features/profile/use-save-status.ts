'use client';
// The result of a section's last save, and the server's field reasons put onto the form's fields.
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Refusal } from './data';

export type SaveStatus = { kind: 'success' | 'error'; text: string } | null;

export function useSaveStatus() {
  return useState<SaveStatus>(null);
}

/**
 * Puts the API's `fields` reasons on the form's own fields (focus on the first) and tells whether
 * any landed; reasons for fields the form does not have stay in the section's message.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Refusal['fields'],
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
