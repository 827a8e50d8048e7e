'use client';
// A profile section's form: the result of its last save, the server's field reasons put onto its
// fields, how it saves, and its fields' ids, labels and errors.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyFieldErrors } from '@/lib/field-errors';
import { profileFormTexts } from './form-texts';
import { profileTexts } from './texts';
import type { SaveOutcome } from './queries';

// The passport form puts the API's field reasons on its fields as the sections do.
export { applyFieldErrors };

export type SaveStatus = { kind: 'success' | 'error'; text: string } | null;

export function useSaveStatus() {
  return useState<SaveStatus>(null);
}

/**
 * How a section of the profile saves: the API's verdict shown in the section's live region, its field
 * reasons on the fields, and the query that shows the saved data asked again.
 */
export function useSectionSave<TInput extends FieldValues, TOutput extends TInput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  { save, fields, refresh }: { save: (values: TOutput) => Promise<SaveOutcome>; fields: readonly string[]; refresh: QueryKey },
) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useSaveStatus();

  const onValid = async (values: TOutput) => {
    setStatus(null);
    const result = await save(values);
    if (result.saved) {
      form.reset(values);
      setStatus({ kind: 'success', text: profileFormTexts.saved });
      await queryClient.invalidateQueries({ queryKey: refresh });
      return;
    }
    applyFieldErrors(form.setError, result.fields, fields);
    setStatus({ kind: 'error', text: result.message });
  };
  const onInvalid = () => setStatus({ kind: 'error', text: profileTexts.saveFailed });

  return { status, onValid, onInvalid };
}

/** A section's field as components/field takes it: its id ('<section>-<name>'), its label and its error. */
export function fieldOf<T extends FieldValues>(
  section: string,
  name: keyof typeof profileFormTexts.fields & Path<T>,
  errors: FieldErrors<T>,
) {
  const error = errors[name]?.message;
  return { id: `${section}-${name}`, label: profileFormTexts.fields[name], error: typeof error === 'string' ? error : undefined };
}
