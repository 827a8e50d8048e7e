'use client';
// An operator's answer to an open dispute: take it («В работе»), ask the member for more, or refuse —
// each with the text the member reads. A refusal decides the dispute for good, so it is asked again.
// The API's refusal of a field (`fields`) is shown under that field. The contract's rules load on the
// form's first focus (decision 0022).
import { DISPUTE_ANSWER_STATUSES } from '@cabinet/contracts/client';
import type { AdminDispute, AnswerDisputeBody } from '@cabinet/contracts/client';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import adminStyles from '@/components/admin/admin.module.css';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { fieldError, TextAreaField } from '@/components/admin/form-fields';
import { FieldGroup } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { lazyResolver } from '@/lib/lazy-resolver';
import { CardTitle } from '@/components/ui/card';
import { ANSWER_CHOICE_TEXT, answerFormText as t } from '../texts';
import { answerDispute } from '../queries';
import { useDisputeAction, type DisputeNotice } from './use-dispute-action';
import styles from './disputes.module.css';

/** The contracts' limit of the text (answerDisputeBody). */
const TEXT_MAX = 1000;
const rules = lazyResolver(() => import('../resolvers').then((m) => m.answerResolver));

export function AnswerForm({ dispute, onNotice }: { dispute: AdminDispute; onNotice: (notice: DisputeNotice | null) => void }) {
  const id = useId();
  const form = useForm<AnswerDisputeBody, unknown, AnswerDisputeBody>({
    resolver: rules.resolver,
    defaultValues: { text: '' },
  });
  /** A refusal checked and waiting for the operator's second word. */
  const [refusing, setRefusing] = useState<AnswerDisputeBody | null>(null);
  const answer = useDisputeAction(dispute.id, {
    mutationFn: (body: AnswerDisputeBody) => answerDispute(dispute.id, body),
    form,
    done: (_, body) => t.sent[body.status],
    onNotice,
  });
  const send = (body: AnswerDisputeBody) => answer.mutateAsync(body).catch(() => undefined);
  const submit = form.handleSubmit((body) => (body.status === 'refused' ? setRefusing(body) : send(body)));

  return (
    <section aria-labelledby={`${id}-heading`} className={adminStyles.form}>
      <CardTitle as="h3" id={`${id}-heading`}>
        {t.heading}
      </CardTitle>
      <form method="post" className={adminStyles.form} onFocus={rules.preload} onSubmit={(e) => void submit(e)} noValidate>
        <FieldGroup id={`${id}-status`} legend={t.status} error={fieldError(form, 'status')}>
          <div className={styles.choices}>
            {DISPUTE_ANSWER_STATUSES.map((s) => (
              <label key={s} className={adminStyles.choice}>
                <input type="radio" value={s} {...form.register('status')} />
                {ANSWER_CHOICE_TEXT[s]}
              </label>
            ))}
          </div>
        </FieldGroup>
        <TextAreaField form={form} name="text" label={t.text} hint={t.textHint} rows={4} maxLength={TEXT_MAX} />
        <FormError message={answer.refusal} />
        <SubmitButton busy={answer.isPending}>{t.submit}</SubmitButton>
      </form>
      <ConfirmDialog
        open={refusing !== null}
        title={t.refuseTitle}
        confirmLabel={t.refuse}
        danger
        onConfirm={() => {
          if (refusing) void send(refusing);
          setRefusing(null);
        }}
        onCancel={() => setRefusing(null)}
      />
    </section>
  );
}
