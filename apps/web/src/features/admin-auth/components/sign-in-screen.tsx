'use client';
// /admin/login: e-mail and password, then the authenticator's code when the account has one.
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { Brand } from '@/components/brand/brand';
import { Field } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { ApiRequestError } from '@/lib/api-client/errors';
import { adminSignIn as t } from '@/lib/admin-messages';
import { setupUnfinished } from '@/lib/queries/operator';
import { signIn } from '../queries';
import styles from './admin-auth.module.css';
import { refusalText } from '@/components/admin/refusal-text';

export function SignInScreen({ productName, next }: { productName: string; next: string | null }) {
  const router = useRouter();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!email.trim()) missing.email = t.emailRequired;
    if (!password) missing.password = t.passwordRequired;
    if (step === 'code' && !/^\d{6}$/.test(code.trim())) missing.code = t.codeFormat;
    setFieldErrors(missing);
    setError(null);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const answer = await signIn({ email, password, ...(step === 'code' ? { code: code.trim() } : {}) });
      if (answer.result === 'code_required') {
        setStep('code');
        return;
      }
      router.replace(setupUnfinished(answer.operator) ? '/admin/setup' : (next ?? '/admin'));
      router.refresh();
    } catch (err) {
      setError(refusalText(err));
      if (err instanceof ApiRequestError && err.body?.fields) setFieldErrors(err.body.fields);
      if (step === 'code') setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={styles.page}>
      <div className={`card ${styles.panel}`}>
        <Brand name={productName} />
        <div>
          <h1 className={styles.heading}>{t.heading}</h1>
          <p className={styles.intro}>{t.intro}</p>
        </div>
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          {step === 'password' ? (
            <>
              <Field id={`${id}-email`} label={t.email} error={fieldErrors.email}>
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    type="email"
                    autoComplete="username"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                  />
                )}
              </Field>
              <Field id={`${id}-password`} label={t.password} error={fieldErrors.password}>
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                )}
              </Field>
            </>
          ) : (
            <Field id={`${id}-code`} label={t.code} hint={t.codeHint} error={fieldErrors.code}>
              {(control) => (
                <input
                  {...control}
                  className="input input-large"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  autoFocus
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                />
              )}
            </Field>
          )}
          <FormError message={error} />
          <SubmitButton busy={busy} block>
            {step === 'password' ? t.submit : t.submitCode}
          </SubmitButton>
          {step === 'code' ? (
            <button
              type="button"
              className="button button-link"
              onClick={() => {
                setStep('password');
                setCode('');
                setPassword('');
                setError(null);
              }}
            >
              {t.back}
            </button>
          ) : null}
        </form>
      </div>
    </main>
  );
}
