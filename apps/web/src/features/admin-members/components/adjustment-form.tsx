'use client';
// An admin proposes a correction of the member's balance; a second admin approves it on
// /admin/adjustments before any point moves.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Notice } from '@/components/admin/data-table';
import { Field } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { adminMembers as t } from '@/lib/admin-messages';
import { ApiRequestError } from '@/lib/api-client/errors';
import { memberAdminQueries, requestAdjustment } from '../queries';
import adminStyles from '@/components/admin/admin.module.css';
import { refusalOf } from './refusal';
import { ReasonField } from '@/components/admin/reason-field';

/** '−1 250,50' or '-1250.5' → -1250.5; NaN when it is not a number. */
function parseSignedPoints(text: string): number {
  const normalised = text
    .replace(/[\s\u00A0]/g, '')
    .replace('−', '-')
    .replace(',', '.');
  return normalised === '' ? Number.NaN : Number(normalised);
}

export function AdjustmentForm({ memberId }: { memberId: string }) {
  const id = useId();
  const client = useQueryClient();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setError(null);
    setDone(false);
    try {
      await requestAdjustment(memberId, { amount: parseSignedPoints(amount), reason });
      setAmount('');
      setReason('');
      setDone(true);
      void client.invalidateQueries({ queryKey: memberAdminQueries.adjustments('pending').queryKey });
    } catch (err) {
      const fields = err instanceof ApiRequestError ? err.body?.fields : undefined;
      if (fields) setErrors(fields);
      else setError(refusalOf(err, t.actionFailed).error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="card-title">
        {t.adjustHeading}
      </h2>
      <p>{t.adjustIntro}</p>
      <form className={adminStyles.form} onSubmit={(e) => void submit(e)} noValidate>
        <Field id={`${id}-amount`} label={t.amount} error={errors.amount}>
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
        </Field>
        <ReasonField id={`${id}-reason`} label={t.adjustReason} error={errors.reason} value={reason} onChange={setReason} />
        <FormError message={error} />
        {done ? <Notice tone="good">{t.proposed}</Notice> : null}
        <SubmitButton busy={busy}>{t.propose}</SubmitButton>
      </form>
    </section>
  );
}
