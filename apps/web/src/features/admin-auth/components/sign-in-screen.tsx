'use client';
// /admin/login: e-mail and password, then the authenticator's code when the account has one. The
// form is the contract's sign-in body (the screen's own words for a field left empty). Sent before
// the page's scripts ran, the browser posts it itself (sign-in-sent-early.ts) and the page comes
// back signed in, or on the step the answer leads to. The rules load on the form's first focus
// (decision 0022).
import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldError, TextField } from '@/components/admin/form-fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Brand } from '@/components/brand/brand';
import { CodeField } from '@/components/code-field/code-field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { Stack } from '@/components/ui/stack';
import { adminSignIn as t } from '../texts';
import { lazyResolver } from '@/lib/lazy-resolver';
import { registerField } from '@/lib/register-field';
import { setupUnfinished } from '@/lib/queries/operator';
import { signIn } from '../queries';
import type { SignInFormInput, SignInFormValues } from '../schema';
import { signInSentEarly } from '../sign-in-sent-early';
import styles from './admin-auth.module.css';

const rules = lazyResolver(() => import('../resolvers').then((m) => m.signInResolver));

export function SignInScreen({ productName, next }: { productName: string; next: string | null }) {
  const router = useRouter();
  const id = useId();
  const [early, sendEarly, sendingEarly] = useActionState(signInSentEarly, null);
  const [step, setStep] = useState<'password' | 'code'>(early?.step ?? 'password');
  const form = useForm<SignInFormInput, unknown, SignInFormValues>({
    resolver: rules.resolver,
    defaultValues: { email: early?.email ?? '', password: '' },
  });
  // The fields the answer to the browser's own sending refused.
  useEffect(() => {
    for (const [name, message] of Object.entries(early?.fields ?? {}))
      form.setError(name as 'email', { type: 'server', message });
  }, [early, form]);
  // A code step that came back from the browser's own sending holds the sealed password: its code
  // goes the same way (the form's action), not through the JSON call, which would need the password.
  const sealed = step === 'code' ? (early?.sealed ?? null) : null;
  const send = useAdminAction({
    mutationFn: signIn,
    form,
    onSuccess: (answer) => {
      if (answer.result === 'code_required') return setStep('code');
      router.replace(setupUnfinished(answer.operator) ? '/admin/setup' : (next ?? '/admin'));
      router.refresh();
    },
  });
  const submit = form.handleSubmit((body) =>
    send.mutateAsync(body).catch(() => {
      if (step === 'code') form.setValue('code', '');
    }),
  );
  const back = () => {
    setStep('password');
    form.reset({ email: form.getValues('email'), password: '' });
    send.reset();
  };

  return (
    <main className={styles.page}>
      <Card as="div" className={styles.panel}>
        <Brand name={productName} />
        <div>
          <h1 className={styles.heading}>{t.heading}</h1>
          <p className={styles.intro}>{t.intro}</p>
        </div>
        <Stack
          as="form"
          action={sendEarly}
          onFocus={rules.preload}
          onSubmit={(e) => {
            if (!sealed) void submit(e);
          }}
          noValidate
        >
          <input type="hidden" name="next" value={next ?? ''} />
          {sealed ? <input type="hidden" name="sealed" value={sealed} /> : null}
          {step === 'password' ? (
            <>
              <TextField form={form} name="email" label={t.email} type="email" autoComplete="username" />
              <TextField form={form} name="password" label={t.password} type="password" autoComplete="current-password" />
            </>
          ) : (
            <CodeField
              id={`${id}-code`}
              label={t.code}
              hint={t.codeHint}
              error={fieldError(form, 'code')}
              maxLength={6}
              digitsOnly
              {...registerField(form, 'code')}
            />
          )}
          <FormError message={send.refusal ?? early?.refusal} />
          <SubmitButton busy={send.isPending || sendingEarly} block>
            {step === 'password' ? t.submit : t.submitCode}
          </SubmitButton>
          {step === 'code' ? (
            <Button type="button" variant="link" onClick={back}>
              {t.back}
            </Button>
          ) : null}
        </Stack>
      </Card>
    </main>
  );
}
