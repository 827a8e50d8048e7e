'use client';
// /admin/settings: the programme's settings; admins change them, operators read them.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Notice } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import adminStyles from '@/components/admin/admin.module.css';
import { Field } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { ApiRequestError } from '@/lib/api-client/errors';
import { adminCommon, adminSettings as t } from '@/lib/admin-messages';
import { useOperator } from '@/lib/queries/operator';
import { saveSettings, settingsQueries } from '../queries';
import { refusalText } from '@/components/admin/refusal-text';

export function SettingsScreen() {
  const id = useId();
  const client = useQueryClient();
  const settings = useQuery(settingsQueries.current());
  const isAdmin = useOperator().data?.operator.role === 'admin';
  const [threshold, setThreshold] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const shown = threshold ?? (settings.data ? String(settings.data.payoutApprovalThreshold) : '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    setError(null);
    setFieldError(undefined);
    try {
      const value = Number(shown.replace(/\s/g, '').replace(',', '.'));
      client.setQueryData(settingsQueries.current().queryKey, await saveSettings({ payoutApprovalThreshold: value }));
      setThreshold(null);
      setSaved(true);
    } catch (err) {
      setError(refusalText(err));
      if (err instanceof ApiRequestError) setFieldError(err.body?.fields?.payoutApprovalThreshold);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AdminPageHeader title={t.heading} intro={isAdmin ? undefined : t.readOnly} />
      <section className="card" aria-label={t.heading}>
        <QueryState query={settings} skeleton={<Skeleton height={120} />} errorText={t.loadError}>
          <form className={adminStyles.form} onSubmit={(e) => void submit(e)} noValidate>
            <Field id={`${id}-threshold`} label={t.threshold} hint={t.thresholdHint} error={fieldError}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  inputMode="decimal"
                  readOnly={!isAdmin}
                  value={shown}
                  onChange={(e) => setThreshold(e.target.value)}
                />
              )}
            </Field>
            <FormError message={error} />
            {saved ? <Notice tone="good">{adminCommon.saved}</Notice> : null}
            {isAdmin ? <SubmitButton busy={busy}>{adminCommon.save}</SubmitButton> : null}
          </form>
        </QueryState>
      </section>
    </>
  );
}
