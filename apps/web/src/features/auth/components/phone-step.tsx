'use client';
// Step 1: the phone (mask '+7 (9XX) XXX-XX-XX', spec §5), the captcha, 'Получить код'.
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Field } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { phoneForApi } from '@/components/phone-input/phone-mask';
import { loginErrorMessage, retryAfterSeconds } from '@/lib/api-client/login-errors';
import { formatCountdown } from '@/lib/format';
import { login } from '@/lib/messages';
import { reachGoal } from '@/lib/tracking';
import { requestCode } from '../data';
import { phoneFormSchema, type PhoneForm } from '../schema';
import { useCountdown } from '../use-countdown';
import { CaptchaFailedError, CaptchaField, type CaptchaHandle } from './captcha-field';
import styles from './login.module.css';

export interface CodeSent {
  phone: string;
  userId: string;
  /** When another code may be requested (ms since epoch). */
  resendAt: number;
}

export function PhoneStep({ initialPhone, onCodeSent }: { initialPhone: string; onCodeSent: (sent: CodeSent) => void }) {
  const captcha = useRef<CaptchaHandle>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null);
  const [waitingCaptcha, setWaitingCaptcha] = useState(false);
  const blockedFor = useCountdown(blockedUntil);
  const form = useForm<PhoneForm>({ resolver: zodResolver(phoneFormSchema), defaultValues: { phone: initialPhone } });
  const { isSubmitting, errors } = form.formState;

  const onValid = async ({ phone }: PhoneForm) => {
    setServerError(null);
    try {
      setWaitingCaptcha(true);
      const payload = await captcha.current!.takePayload();
      setWaitingCaptcha(false);
      const sent = await requestCode({ phone: phoneForApi(phone), captcha: payload });
      reachGoal('code_requested');
      onCodeSent({ phone, userId: sent.userId, resendAt: Date.now() + sent.resendAfter * 1000 });
    } catch (err) {
      setWaitingCaptcha(false);
      setServerError(err instanceof CaptchaFailedError ? login.invalidCaptcha : loginErrorMessage('code', err));
      const wait = retryAfterSeconds(err);
      if (wait) setBlockedUntil(Date.now() + wait * 1000);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void form.handleSubmit(onValid)(event)} noValidate>
      <Field id="phone" label={login.phoneLabel} error={errors.phone?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => <PhoneInput {...control} {...field} className="input-large" autoFocus />}
          />
        )}
      </Field>

      <CaptchaField ref={captcha} />
      <FormError message={serverError} />
      <SubmitButton block busy={isSubmitting} disabled={blockedFor > 0}>
        {login.getCode}
      </SubmitButton>
      {blockedFor > 0 ? (
        <p className={styles.hint} aria-live="polite">
          {login.retryIn(formatCountdown(blockedFor))}
        </p>
      ) : null}
      {waitingCaptcha ? (
        <p className={styles.hint} role="status">
          {login.captchaWaiting}
        </p>
      ) : null}
    </form>
  );
}
