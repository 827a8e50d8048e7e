'use client';
// A new dispute: a history line (`entryId`: its reason and what is wrong) or a contract missing from
// the accruals (its number, date, subscriber). The dispute is made first and its files are sent one
// by one after it (the API takes a file only for a dispute that exists); then the dispute's page.
// A file that did not go is said there — sending the form again would be refused as a second
// dispute of the same line.
import {
  DISPUTE_COMMENT_MAX,
  DISPUTE_REASON_TEXT,
  DISPUTE_REASONS,
  type CreateDisputeBody,
  type Dispute,
} from '@cabinet/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, type DefaultValues, type Path } from 'react-hook-form';
import { Field, FieldGroup } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { LoggingOutError, refusalMessage, structuredRefusal } from '@/lib/api-client/errors';
import { applyFieldErrors } from '@/lib/field-errors';
import { moscowDay } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { Card, CardTitle } from '@/components/ui/card';
import { ButtonRow } from '@/components/ui/button-row';
import { Stack } from '@/components/ui/stack';
import { disputesTexts as t } from '../texts';
import { entryCalculationQuery } from '@/lib/queries/entry-calculation';
import { registerField } from '@/lib/register-field';
import { createDispute, disputeQueries, uploadDisputeFile } from '../queries';
import { DisputedLine, useLineMissing } from './disputed-line';
import { FilePicker } from './file-picker';
import styles from './disputes.module.css';

// The contract's schema, with zod: loaded on the form's first focus or check (decision 0022).
const rules = lazyResolver(() => import('../resolver').then((m) => m.createResolver));

const LINE_FIELDS = ['reason', 'comment'] as const;
const CONTRACT_FIELDS = ['contractNumber', 'contractDate', 'subscriber', 'comment'] as const;

type Progress = { step: 'dispute' } | { step: 'file'; n: number; total: number; percent: number } | null;

const defaultsFor = (entryId: number | null): DefaultValues<CreateDisputeBody> =>
  entryId === null
    ? { kind: 'missing_contract', contractNumber: '', contractDate: '', subscriber: '', comment: '' }
    : { kind: 'line', entryId, comment: '' };

export function DisputeForm({ entryId }: { entryId: number | null }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const form = useForm<CreateDisputeBody>({ resolver: rules.resolver, defaultValues: defaultsFor(entryId) });
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<Progress>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const lineMissing = useLineMissing(entryId);
  const errorOf = (name: Path<CreateDisputeBody>) => form.getFieldState(name, form.formState).error?.message;

  const sendFiles = async (dispute: Dispute): Promise<number> => {
    let failed = 0;
    for (const [i, file] of files.entries()) {
      const step = { step: 'file', n: i + 1, total: files.length } as const;
      setProgress({ ...step, percent: 0 });
      try {
        const saved = await uploadDisputeFile(dispute.id, file, (percent) => setProgress({ ...step, percent }));
        queryClient.setQueryData(disputeQueries.one(dispute.id).queryKey, saved);
      } catch (err) {
        if (err instanceof LoggingOutError) throw err;
        failed += 1;
      }
    }
    return failed;
  };

  const onValid = async (body: CreateDisputeBody) => {
    setRefusal(null);
    setProgress({ step: 'dispute' });
    try {
      const dispute = await createDispute(body);
      queryClient.setQueryData(disputeQueries.one(dispute.id).queryKey, dispute);
      const failed = await sendFiles(dispute);
      // The list and the line's «Как посчитано» (it names the line's disputes) ask again.
      void queryClient.invalidateQueries({ queryKey: disputeQueries.list().queryKey });
      if (entryId !== null) void queryClient.invalidateQueries({ queryKey: entryCalculationQuery(entryId).queryKey });
      router.push(failed > 0 ? `/disputes/${dispute.id}?filesFailed=${failed}` : `/disputes/${dispute.id}`);
    } catch (err) {
      setProgress(null);
      if (err instanceof LoggingOutError) return;
      applyFieldErrors(form.setError, structuredRefusal(err)?.fields ?? {}, entryId === null ? CONTRACT_FIELDS : LINE_FIELDS);
      setRefusal(refusalMessage(err, t.createFailed));
    }
  };

  const busy = progress !== null;
  return (
    <Card
      as="form"
      method="post"
      className={styles.form}
      onFocus={rules.preload}
      onSubmit={(event) => void form.handleSubmit(onValid, () => setRefusal(t.checkFields))(event)}
      noValidate
      aria-label={entryId === null ? t.missingContract : t.lineHeading}
    >
      {entryId === null ? (
        <ContractFields form={form} errorOf={errorOf} />
      ) : (
        <LineFields entryId={entryId} form={form} errorOf={errorOf} />
      )}
      {lineMissing ? null : (
        <>
          <FilePicker files={files} onChange={setFiles} disabled={busy} />
          <FormError message={refusal} />
          <p className={styles.progress} role="status" aria-live="polite">
            {progress?.step === 'dispute'
              ? t.sending
              : progress?.step === 'file'
                ? `${t.sendingFile(progress.n, progress.total)} ${t.uploading(progress.percent)}`
                : ''}
          </p>
          <ButtonRow wrap>
            <SubmitButton busy={busy}>{t.submit}</SubmitButton>
          </ButtonRow>
        </>
      )}
    </Card>
  );
}

interface FieldsProps {
  form: ReturnType<typeof useForm<CreateDisputeBody>>;
  errorOf: (name: Path<CreateDisputeBody>) => string | undefined;
}

function LineFields({ entryId, form, errorOf }: FieldsProps & { entryId: number }) {
  const missing = useLineMissing(entryId);
  return (
    <>
      <section className={styles.formPart} aria-labelledby="dispute-line-heading">
        <CardTitle as="h2" id="dispute-line-heading">
          {t.lineHeading}
        </CardTitle>
        <DisputedLine entryId={entryId} />
      </section>
      {missing ? null : (
        <>
          <FieldGroup id="dispute-reason" legend={t.reasonLegend} error={errorOf('reason')}>
            <Stack gap={2}>
              {DISPUTE_REASONS.map((reason) => (
                <label key={reason} className={styles.choice}>
                  <input type="radio" value={reason} {...form.register('reason')} />
                  <span>{DISPUTE_REASON_TEXT[reason]}</span>
                </label>
              ))}
            </Stack>
          </FieldGroup>
          <Field id="dispute-comment" label={t.commentLabel} hint={t.commentHint} error={errorOf('comment')}>
            {(control) => (
              <textarea
                {...control}
                {...registerField(form, 'comment')}
                className="input"
                rows={4}
                maxLength={DISPUTE_COMMENT_MAX}
              />
            )}
          </Field>
        </>
      )}
    </>
  );
}

function ContractFields({ form, errorOf }: FieldsProps) {
  return (
    <>
      <p className={styles.muted}>{t.contractIntro}</p>
      <Field id="dispute-contract-number" label={t.contractNumber} error={errorOf('contractNumber')}>
        {(control) => (
          <input {...control} {...registerField(form, 'contractNumber')} className="input" maxLength={50} autoComplete="off" />
        )}
      </Field>
      <Field id="dispute-contract-date" label={t.contractDate} error={errorOf('contractDate')}>
        {(control) => (
          <input {...control} {...registerField(form, 'contractDate')} className="input" type="date" max={moscowDay()} />
        )}
      </Field>
      <Field id="dispute-subscriber" label={t.subscriber} error={errorOf('subscriber')}>
        {(control) => (
          <input {...control} {...registerField(form, 'subscriber')} className="input" maxLength={200} autoComplete="off" />
        )}
      </Field>
      <Field id="dispute-contract-comment" label={t.contractComment} optional error={errorOf('comment')}>
        {(control) => (
          <textarea {...control} {...registerField(form, 'comment')} className="input" rows={3} maxLength={DISPUTE_COMMENT_MAX} />
        )}
      </Field>
    </>
  );
}
