'use client';
// /admin/set-password#<token>: the link of the invitation or reset e-mail. The token sits after '#',
// which the browser never sends to a server; the page reads it, sends it with the new password and
// takes it off the address bar (decision 0029).
import { acceptInvitationRoute, type Operator } from '@cabinet/contracts/client';
import { useMutation } from '@tanstack/react-query';
import { useId, useSyncExternalStore } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Field } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { callApi } from '@/lib/api-client/call-api';
import { ApiRequestError } from '@/lib/api-client/errors';
import { refusalText } from '@/components/admin/refusal-text';
import { lazyResolver } from '@/lib/lazy-resolver';
import { setPasswordTexts as t } from '../texts';
import styles from './set-password.module.css';

interface Values {
  password: string;
  repeat: string;
}
const rules = lazyResolver(() => import('../resolvers').then((m) => m.setPasswordResolver as Resolver<Values>));

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const readToken = () => window.location.hash.replace(/^#/, '');

export function SetPasswordScreen() {
  const id = useId();
  // null on the server (no address there); '' when the address has no token.
  const token = useSyncExternalStore(subscribeToHash, readToken, () => null);
  const form = useForm<Values>({ resolver: rules.resolver, defaultValues: { password: '', repeat: '' } });
  const accept = useMutation({
    mutationFn: (values: Values) => callApi(acceptInvitationRoute, { body: { token: token ?? '', password: values.password } }),
    onSuccess: () => window.history.replaceState(null, '', window.location.pathname),
    onError: (err) => {
      const field = err instanceof ApiRequestError ? err.body?.fields?.password : undefined;
      if (field) form.setError('password', { type: 'server', message: field });
    },
  });
  const { errors } = form.formState;
  const done: Operator | undefined = accept.data?.operator;

  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <h1 className={styles.heading}>{t.heading}</h1>
        {done ? (
          <section className="card" aria-live="polite">
            <p>{t.done(done.email)}</p>
            {done.totpRequired ? <p>{t.adminNext}</p> : null}
            <Link href="/admin/login" className="button button-primary">
              {t.signIn}
            </Link>
          </section>
        ) : token === '' ? (
          <p role="alert">{t.noLink}</p>
        ) : (
          <section className="card">
            <p className={styles.intro}>{t.intro}</p>
            <form
              className={styles.form}
              onFocus={rules.preload}
              onSubmit={(e) => void form.handleSubmit((values) => accept.mutate(values))(e)}
              noValidate
            >
              <Field id={`${id}-password`} label={t.password} error={errors.password?.message}>
                {(control) => (
                  <input
                    {...control}
                    {...form.register('password')}
                    className="input"
                    type="password"
                    autoComplete="new-password"
                  />
                )}
              </Field>
              <Field id={`${id}-repeat`} label={t.repeat} error={errors.repeat?.message}>
                {(control) => (
                  <input
                    {...control}
                    {...form.register('repeat')}
                    className="input"
                    type="password"
                    autoComplete="new-password"
                  />
                )}
              </Field>
              <FormError message={accept.isError ? refusalText(accept.error, t.failed) : null} />
              <SubmitButton busy={accept.isPending}>{t.submit}</SubmitButton>
            </form>
          </section>
        )}
      </div>
    </main>
  );
}
