'use client';
// Every back-office write: a TanStack mutation whose refusal is shown by the one refusal helper,
// marked on the form's own fields when it names them, and after which the lists it changes are read
// again, whichever way it went (decision 0028).
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { refusalOf } from './refusal-text';

interface ActionOptions<V, D> {
  mutationFn: (variables: V) => Promise<D>;
  onSuccess?: (data: D, variables: V) => unknown;
  /** Besides showing the refusal (a conflict that reads the item again). */
  onError?: (err: unknown) => unknown;
  /** Read again once the action is over (a list, a card): what it changed, or what moved meanwhile. */
  invalidates?: readonly QueryKey[];
  /** The form whose fields a refusal's `fields` mark; the message is then not repeated below it. */
  // `any`: the action does not care about the form's own value types, only about its field names.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form?: UseFormReturn<any, any, any>;
  /** What a failure that is not the API's refusal says (the generic text by default). */
  fallback?: string;
  /** The form's field for a refused field of the call (a list's 'phones.3' is the list's field). */
  fieldOf?: (name: string) => string;
}

export function useAdminAction<V = void, D = unknown>({
  mutationFn,
  onSuccess,
  onError,
  invalidates = [],
  form,
  fallback,
  fieldOf = (name) => name,
}: ActionOptions<V, D>) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn,
    onSuccess,
    onError: async (err) => {
      await onError?.(err);
      if (!form) return;
      for (const [field, message] of Object.entries(refusalOf(err).fields)) {
        const name = fieldOf(field);
        if (get(form.getValues(), name) !== undefined) form.setError(name as Path<FieldValues>, { type: 'server', message });
      }
    },
    onSettled: () => Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
  const refusal = mutation.error ? refusalOf(mutation.error, fallback) : null;
  const marked =
    refusal !== null &&
    form !== undefined &&
    Object.keys(refusal.fields).some((name) => get(form.getValues(), fieldOf(name)) !== undefined);
  return {
    ...mutation,
    /** The refusal's message for the foot of the form or a notice; null when none, or when the fields say it. */
    refusal: refusal && !marked ? refusal.message : null,
  };
}
