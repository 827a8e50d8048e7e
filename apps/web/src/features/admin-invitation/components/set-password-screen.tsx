'use client';
// /admin/set-password#<token>: the link of the invitation or reset e-mail. The token sits after '#',
// which the browser never sends to a server; the page reads it, sends it with the new password and
// takes it off the address bar (decision 0029).
import { acceptInvitationRoute, type Operator } from '@cabinet/contracts/client';
import { useSyncExternalStore } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { TextField } from '@/components/admin/form-fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { callApi } from '@/lib/api-client/call-api';
import { lazyResolver } from '@/lib/lazy-resolver';
import { Card } from '@/components/ui/card';
import { ButtonLink } from '@/components/ui/button';
import { Stack } from '@/components/ui/stack';
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
  // null on the server (no address there); '' when the address has no token.
  const token = useSyncExternalStore(subscribeToHash, readToken, () => null);
  const form = useForm<Values>({ resolver: rules.resolver, defaultValues: { password: '', repeat: '' } });
  const accept = useAdminAction({
    mutationFn: (values: Values) => callApi(acceptInvitationRoute, { body: { token: token ?? '', password: values.password } }),
    form,
    fallback: t.failed,
    onSuccess: () => window.history.replaceState(null, '', window.location.pathname),
  });
  const done: Operator | undefined = accept.data?.operator;

  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <h1 className={styles.heading}>{t.heading}</h1>
        {done ? (
          <Card aria-live="polite">
            <p>{t.done(done.email)}</p>
            {done.totpRequired ? <p>{t.adminNext}</p> : null}
            <ButtonLink href="/admin/login" variant="primary">
              {t.signIn}
            </ButtonLink>
          </Card>
        ) : token === '' ? (
          <p role="alert">{t.noLink}</p>
        ) : (
          <Card>
            <p className={styles.intro}>{t.intro}</p>
            <Stack
              as="form"
              method="post"
              onFocus={rules.preload}
              onSubmit={(e) => void form.handleSubmit((values) => accept.mutate(values))(e)}
              noValidate
            >
              <TextField form={form} name="password" label={t.password} type="password" autoComplete="new-password" />
              <TextField form={form} name="repeat" label={t.repeat} type="password" autoComplete="new-password" />
              <FormError message={accept.refusal} />
              <SubmitButton busy={accept.isPending}>{t.submit}</SubmitButton>
            </Stack>
          </Card>
        )}
      </div>
    </main>
  );
}
