'use client';
// An answer or a credit: the API answers with the dispute as it now stands, which the screen shows at
// once; the queue is read again. A dispute decided meanwhile (`dispute_closed`) or whose credit now
// waits for a second admin (`dispute_credit_pending`) is read again too, so the screen shows why.
import type { AdminDispute } from '@cabinet/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { refusalText } from '@/components/admin/refusal-text';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { ApiRequestError } from '@/lib/api-client/errors';
import { DISPUTES_KEY, disputeQueries } from '../queries';

/** What an action says once it is over, above the forms (which a decided dispute no longer shows). */
export interface DisputeNotice {
  tone: 'good' | 'bad';
  text: string;
}

/** `I` is what the form holds, `B` the body it sends (an amount typed as text is sent as a number). */
export function useDisputeAction<I extends FieldValues, B>(
  id: number,
  o: {
    mutationFn: (body: B) => Promise<AdminDispute>;
    form: UseFormReturn<I, unknown, B>;
    /** The notice of a success. */
    done: (dispute: AdminDispute, body: B) => string;
    onNotice: (notice: DisputeNotice | null) => void;
  },
) {
  const client = useQueryClient();
  const key = disputeQueries.dispute(id).queryKey;
  return useAdminAction({
    mutationFn: o.mutationFn,
    form: o.form,
    onSuccess: (dispute, body) => {
      client.setQueryData(key, dispute);
      o.form.reset();
      o.onNotice({ tone: 'good', text: o.done(dispute, body) });
    },
    onError: async (err) => {
      o.onNotice(null);
      if (!(err instanceof ApiRequestError && err.status === 409)) return;
      await client.refetchQueries({ queryKey: key });
      o.onNotice({ tone: 'bad', text: refusalText(err) });
    },
    // The queue's pages; the dispute itself was just set from the answer.
    invalidates: [[...DISPUTES_KEY, 'queue']],
  });
}
