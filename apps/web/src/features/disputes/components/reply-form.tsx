'use client';
// The member's answer to «Нужна информация»: the dispute goes back «В работе». Shown only while the
// operator waits for it; a refusal (the dispute moved on meanwhile) is said and the dispute re-read.
import type { Dispute, ReplyDisputeBody } from '@cabinet/contracts/client';
import { DISPUTE_COMMENT_MAX } from '@cabinet/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { LoggingOutError, refusalMessage, structuredRefusal } from '@/lib/api-client/errors';
import { applyFieldErrors } from '@/lib/field-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { Card, CardTitle } from '@/components/ui/card';
import { ButtonRow } from '@/components/ui/button-row';
import { disputesTexts as t } from '../texts';
import { registerField } from '@/lib/register-field';
import { disputeQueries, replyDispute } from '../queries';
import styles from './disputes.module.css';

const rules = lazyResolver(() => import('../resolver').then((m) => m.replyResolver));

export function ReplyForm({ dispute, onReplied }: { dispute: Dispute; onReplied: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<ReplyDisputeBody>({ resolver: rules.resolver, defaultValues: { text: '' } });
  const reply = useMutation({
    mutationFn: (body: ReplyDisputeBody) => replyDispute(dispute.id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(disputeQueries.one(dispute.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: disputeQueries.list().queryKey });
      form.reset({ text: '' });
      onReplied();
    },
    onError: (err) => {
      if (err instanceof LoggingOutError) return;
      applyFieldErrors(form.setError, structuredRefusal(err)?.fields ?? {}, ['text']);
      // The operator no longer waits (answered meanwhile): the dispute as it is now.
      if (structuredRefusal(err)?.code === 'dispute_not_waiting')
        void queryClient.invalidateQueries({ queryKey: disputeQueries.one(dispute.id).queryKey });
    },
  });
  const refusal = reply.error && !(reply.error instanceof LoggingOutError) ? refusalMessage(reply.error, t.replyFailed) : null;

  return (
    <Card className={styles.panel} aria-labelledby="dispute-reply-heading">
      <CardTitle as="h2" id="dispute-reply-heading">
        {t.replyHeading}
      </CardTitle>
      <p className={styles.muted}>{t.replyIntro}</p>
      <form
        method="post"
        className={styles.form}
        onFocus={rules.preload}
        onSubmit={(event) => void form.handleSubmit((body) => reply.mutateAsync(body).catch(() => undefined))(event)}
        noValidate
      >
        <Field id="dispute-reply" label={t.replyText} error={form.formState.errors.text?.message}>
          {(control) => (
            <textarea {...control} {...registerField(form, 'text')} className="input" rows={4} maxLength={DISPUTE_COMMENT_MAX} />
          )}
        </Field>
        <FormError message={refusal} />
        <ButtonRow wrap>
          <SubmitButton busy={reply.isPending}>{t.replySubmit}</SubmitButton>
        </ButtonRow>
      </form>
    </Card>
  );
}
