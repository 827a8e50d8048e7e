'use client';
// /admin/setup: the operator's own sign-in — a new password (required after a temporary one) and
// the authenticator app (required for admins). Reached from the shell at any time, too. The forms
// are the contracts' bodies (the new password typed twice). Connecting or replacing the
// authenticator and changing the password need the current password and code (step-up, decision 0029).
// The forms' rules load on their first focus (decision 0022).
import { CardSection } from '@/components/admin/card-section';
import type { Operator, TotpSetupBody, TotpSetupResponse } from '@cabinet/contracts/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Notice } from '@/components/admin/data-table';
import { fieldError, TextField } from '@/components/admin/form-fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { CodeField } from '@/components/code-field/code-field';
import { Field } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { lazyResolver } from '@/lib/lazy-resolver';
import { operatorQueries, setupUnfinished } from '@/lib/queries/operator';
import { registerField } from '@/lib/register-field';
import { Card } from '@/components/ui/card';
import { Button, ButtonLink } from '@/components/ui/button';
import { Stack } from '@/components/ui/stack';
import { changePassword, confirmTotp, startTotpSetup } from '../queries';
import type { PasswordFormInput, PasswordFormValues } from '../resolvers';
import { adminSetup as t, stepUpTexts } from '../texts';
import styles from './admin-auth.module.css';

const passwordRules = lazyResolver(() => import('../resolvers').then((m) => m.passwordResolver));
const codeRules = lazyResolver(() => import('../resolvers').then((m) => m.totpCodeResolver));
const stepUpRules = lazyResolver(() => import('../resolvers').then((m) => m.totpSetupResolver));

export function SetupScreen() {
  const me = useQuery(operatorQueries.me());
  const operator = me.data?.operator;
  return (
    <main className={styles.page}>
      <div className={`${styles.panel} ${styles.wide}`}>
        <h1 className={styles.heading} id="page-title" tabIndex={-1}>
          {t.heading}
        </h1>
        <QueryState query={me} skeleton={<Skeleton height={320} />} errorText={t.loadError} surface="card">
          {operator ? (
            <>
              <PasswordCard operator={operator} />
              {operator.mustChangePassword ? null : <TotpCard operator={operator} />}
              {setupUnfinished(operator) ? null : (
                <Card aria-label={t.done}>
                  <ButtonLink href="/admin" variant="primary">
                    {t.goOn}
                  </ButtonLink>
                </Card>
              )}
            </>
          ) : null}
        </QueryState>
      </div>
    </main>
  );
}

function PasswordCard({ operator }: { operator: Operator }) {
  const client = useQueryClient();
  const form = useForm<PasswordFormInput, unknown, PasswordFormValues>({
    resolver: passwordRules.resolver,
    defaultValues: { currentPassword: '', newPassword: '', repeat: '', code: '' },
  });
  const change = useAdminAction({
    mutationFn: changePassword,
    form,
    onSuccess: (answer) => {
      client.setQueryData(operatorQueries.me().queryKey, answer);
      form.reset();
    },
  });
  const submit = form.handleSubmit(({ currentPassword, newPassword, code }) =>
    change.mutateAsync({ currentPassword, newPassword, ...(operator.totpEnabled ? { code } : {}) }).catch(() => undefined),
  );

  return (
    <CardSection title={t.passwordHeading}>
      {operator.mustChangePassword ? <p className={styles.intro}>{t.passwordIntro}</p> : null}
      <Stack as="form" method="post" onFocus={passwordRules.preload} onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          form={form}
          name="currentPassword"
          label={operator.mustChangePassword ? t.currentPassword : t.currentPasswordAgain}
          type="password"
          autoComplete="current-password"
        />
        <TextField form={form} name="newPassword" label={t.newPassword} type="password" autoComplete="new-password" />
        <TextField form={form} name="repeat" label={t.repeatPassword} type="password" autoComplete="new-password" />
        {operator.totpEnabled ? <StepUpCode form={form} label={stepUpTexts.passwordCode} /> : null}
        <FormError message={change.refusal} />
        {change.isSuccess ? <Notice tone="good">{t.passwordSaved}</Notice> : null}
        <SubmitButton busy={change.isPending}>{t.savePassword}</SubmitButton>
      </Stack>
    </CardSection>
  );
}

function TotpCard({ operator }: { operator: Operator }) {
  const id = useId();
  const client = useQueryClient();
  const [enrolment, setEnrolment] = useState<TotpSetupResponse | null>(null);
  const [replacing, setReplacing] = useState(false);
  const form = useForm<{ code: string }, unknown, { code: string }>({
    resolver: codeRules.resolver,
    defaultValues: { code: '' },
  });
  const confirm = useAdminAction({
    mutationFn: (code: string) => confirmTotp(code),
    form,
    onSuccess: (answer) => {
      client.setQueryData(operatorQueries.me().queryKey, answer);
      setEnrolment(null);
      setReplacing(false);
    },
    onError: () => form.setValue('code', ''),
  });
  const submit = form.handleSubmit(({ code }) => confirm.mutateAsync(code).catch(() => undefined));

  return (
    <CardSection title={t.totpHeading}>
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
          <Stack as="form" method="post" onFocus={codeRules.preload} onSubmit={(e) => void submit(e)} noValidate>
            <Field id={`${id}-secret`} label={t.secret}>
              {(control) => <input {...control} className="input" readOnly value={enrolment.secret} />}
            </Field>
            <CodeField
              id={`${id}-code`}
              label={t.code}
              error={fieldError(form, 'code')}
              maxLength={6}
              digitsOnly
              autoFocus={false}
              {...registerField(form, 'code')}
            />
            <FormError message={confirm.refusal} />
            <SubmitButton busy={confirm.isPending}>{t.confirm}</SubmitButton>
          </Stack>
        </div>
      ) : operator.totpEnabled && !replacing ? (
        <>
          <Notice tone="good">{t.totpDone}</Notice>
          <div>
            <Button type="button" variant="secondary" onClick={() => setReplacing(true)}>
              {stepUpTexts.replace}
            </Button>
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
    </CardSection>
  );
}

/** Re-authentication before a new authenticator: the password, and the current app's code when there is one. */
function StepUpForm({ withCode, onStarted }: { withCode: boolean; onStarted: (enrolment: TotpSetupResponse) => void }) {
  const form = useForm<TotpSetupBody>({ resolver: stepUpRules.resolver, defaultValues: { currentPassword: '', code: '' } });
  const start = useAdminAction({ mutationFn: startTotpSetup, form, onSuccess: onStarted });
  const submit = form.handleSubmit(({ currentPassword, code }) =>
    start.mutateAsync(withCode ? { currentPassword, code } : { currentPassword }).catch(() => undefined),
  );
  return (
    <Stack as="form" method="post" onFocus={stepUpRules.preload} onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        form={form}
        name="currentPassword"
        label={stepUpTexts.currentPassword}
        type="password"
        autoComplete="current-password"
      />
      {withCode ? <StepUpCode form={form} label={stepUpTexts.code} /> : null}
      <FormError message={start.refusal} />
      <SubmitButton busy={start.isPending}>{withCode ? stepUpTexts.replace : t.totpStart}</SubmitButton>
    </Stack>
  );
}

/** The current authenticator's code of a step-up, in the form that asks for it. */
function StepUpCode<T extends { code?: string | undefined }>({
  form,
  label,
}: {
  // `any`: the forms' transformed outputs differ; the field reads only its input.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>;
  label: string;
}) {
  const id = useId();
  const bound = form as unknown as UseFormReturn<{ code: string }>;
  return (
    <CodeField
      id={`${id}-code`}
      label={label}
      error={fieldError(bound, 'code')}
      maxLength={6}
      digitsOnly
      autoFocus={false}
      {...registerField(bound, 'code')}
    />
  );
}
