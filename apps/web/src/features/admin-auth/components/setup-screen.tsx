'use client';
// /admin/setup: the operator's own sign-in — a new password and the authenticator app (required for
// admins). Reached from the shell at any time, too. Connecting or replacing the authenticator and
// changing the password need the current password and code (step-up, decision 0029).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { useId, useState, type FormEvent } from 'react';
import { Field, type ControlProps } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { Notice } from '@/components/admin/data-table';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { ApiRequestError } from '@/lib/api-client/errors';
import { adminSetup as t, adminShell } from '@/lib/admin-messages';
import { operatorQueries, setupUnfinished } from '@/lib/queries/operator';
import type { Operator, TotpSetupBody, TotpSetupResponse } from '@cabinet/contracts/client';
import { lazyResolver } from '@/lib/lazy-resolver';
import { stepUpTexts } from '../step-up-texts';
import { changePassword, confirmTotp, startTotpSetup } from '../queries';
import { refusalText } from '@/components/admin/refusal-text';
import styles from './admin-auth.module.css';

export function SetupScreen() {
  const me = useQuery(operatorQueries.me());
  const operator = me.data?.operator;
  return (
    <main className={styles.page}>
      <div className={`${styles.panel} ${styles.wide}`}>
        <h1 className={styles.heading} id="page-title" tabIndex={-1}>
          {t.heading}
        </h1>
        <QueryState query={me} skeleton={<Skeleton height={320} />} errorText={adminShell.loadError} surface="card">
          {operator ? (
            <>
              <PasswordCard operator={operator} />
              {operator.mustChangePassword ? null : <TotpCard operator={operator} />}
              {setupUnfinished(operator) ? null : (
                <section className="card" aria-label={t.done}>
                  <Link href="/admin" className="button button-primary">
                    {t.goOn}
                  </Link>
                </section>
              )}
            </>
          ) : null}
        </QueryState>
      </div>
    </main>
  );
}

function PasswordCard({ operator }: { operator: Operator }) {
  const id = useId();
  const client = useQueryClient();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', repeat: '', code: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDone(false);
    if (values.newPassword !== values.repeat) return setErrors({ repeat: t.mismatch });
    setErrors({});
    setBusy(true);
    try {
      const answer = await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
        ...(operator.totpEnabled ? { code: values.code.trim() } : {}),
      });
      client.setQueryData(operatorQueries.me().queryKey, answer);
      setValues({ currentPassword: '', newPassword: '', repeat: '', code: '' });
      setDone(true);
    } catch (err) {
      setError(refusalText(err));
      if (err instanceof ApiRequestError && err.body?.fields) setErrors(err.body.fields);
    } finally {
      setBusy(false);
    }
  };
  const input = (name: keyof typeof values, autoComplete: string) => (control: ControlProps) => (
    <input
      {...control}
      className="input"
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
    />
  );

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="card-title">
        {t.passwordHeading}
      </h2>
      {operator.mustChangePassword ? <p className={styles.intro}>{t.passwordIntro}</p> : null}
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <Field
          id={`${id}-current`}
          label={operator.mustChangePassword ? t.currentPassword : t.currentPasswordAgain}
          error={errors.currentPassword}
        >
          {input('currentPassword', 'current-password')}
        </Field>
        <Field id={`${id}-new`} label={t.newPassword} error={errors.newPassword}>
          {input('newPassword', 'new-password')}
        </Field>
        <Field id={`${id}-repeat`} label={t.repeatPassword} error={errors.repeat}>
          {input('repeat', 'new-password')}
        </Field>
        {operator.totpEnabled ? (
          <Field id={`${id}-code`} label={stepUpTexts.passwordCode} error={errors.code}>
            {(control) => (
              <input
                {...control}
                className="input"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={values.code}
                onChange={(e) => setValues({ ...values, code: e.target.value.replace(/\D/g, '') })}
              />
            )}
          </Field>
        ) : null}
        <FormError message={error} />
        {done ? <Notice tone="good">{t.passwordSaved}</Notice> : null}
        <SubmitButton busy={busy}>{t.savePassword}</SubmitButton>
      </form>
    </section>
  );
}

function TotpCard({ operator }: { operator: Operator }) {
  const id = useId();
  const client = useQueryClient();
  const [enrolment, setEnrolment] = useState<TotpSetupResponse | null>(null);
  const [replacing, setReplacing] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      client.setQueryData(operatorQueries.me().queryKey, await confirmTotp(code.trim()));
      setEnrolment(null);
      setReplacing(false);
    } catch (err) {
      setError(refusalText(err));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="card-title">
        {t.totpHeading}
      </h2>
      {enrolment ? (
        <div className={styles.enrol}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG the API drew, shown as it is */}
          <img
            className={styles.qr}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt={t.qrAlt}
            width={200}
            height={200}
          />
          <form className={styles.form} onSubmit={(e) => void confirm(e)} noValidate>
            <Field id={`${id}-secret`} label={t.secret}>
              {(control) => <input {...control} className="input" readOnly value={enrolment.secret} />}
            </Field>
            <Field id={`${id}-code`} label={t.code}>
              {(control) => (
                <input
                  {...control}
                  className="input input-large"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                />
              )}
            </Field>
            <FormError message={error} />
            <SubmitButton busy={busy}>{t.confirm}</SubmitButton>
          </form>
        </div>
      ) : operator.totpEnabled && !replacing ? (
        <>
          <Notice tone="good">{t.totpDone}</Notice>
          <div>
            <button type="button" className="button button-secondary" onClick={() => setReplacing(true)}>
              {stepUpTexts.replace}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.intro}>
            {operator.totpEnabled ? stepUpTexts.replaceIntro : operator.totpRequired ? t.totpIntro : t.totpOptionalIntro}
          </p>
          <StepUpForm withCode={operator.totpEnabled} onStarted={setEnrolment} />
        </>
      )}
    </section>
  );
}

const stepUpRules = lazyResolver(() => import('../resolvers').then((m) => m.totpStepUpResolver as Resolver<TotpSetupBody>));

/** Re-authentication before a new authenticator: the password, and the current app's code when there is one. */
function StepUpForm({ withCode, onStarted }: { withCode: boolean; onStarted: (enrolment: TotpSetupResponse) => void }) {
  const id = useId();
  const form = useForm<TotpSetupBody>({ resolver: stepUpRules.resolver, defaultValues: { currentPassword: '' } });
  const start = useMutation({
    mutationFn: startTotpSetup,
    onSuccess: onStarted,
    onError: (err) => {
      const fields = err instanceof ApiRequestError ? err.body?.fields : undefined;
      if (fields?.code) form.setError('code', { type: 'server', message: fields.code });
    },
  });
  const { errors } = form.formState;
  return (
    <form
      className={styles.form}
      onFocus={stepUpRules.preload}
      onSubmit={(e) =>
        void form.handleSubmit((values) => start.mutate(withCode ? values : { currentPassword: values.currentPassword }))(e)
      }
      noValidate
    >
      <Field id={`${id}-current`} label={stepUpTexts.currentPassword} error={errors.currentPassword?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register('currentPassword')}
            className="input"
            type="password"
            autoComplete="current-password"
          />
        )}
      </Field>
      {withCode ? (
        <Field id={`${id}-code`} label={stepUpTexts.code} error={errors.code?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('code')}
              className="input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          )}
        </Field>
      ) : null}
      <FormError message={start.isError ? refusalText(start.error) : null} />
      <SubmitButton busy={start.isPending}>{withCode ? stepUpTexts.replace : t.totpStart}</SubmitButton>
    </form>
  );
}
