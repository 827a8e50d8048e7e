'use client';
// Step 1: the phone (mask '+7 (9XX) XXX-XX-XX', product §5), the captcha, 'Получить код'; and the
// way back to a code already sent, when the member left it with 'Изменить номер'.
import { useActionState, useEffect, useRef, useState } from 'react';
import { Field } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { phoneForApi } from '@/components/phone-input/phone-mask';
import { Button } from '@/components/ui/button';
import { Stack } from '@/components/ui/stack';
import { retryAfterSeconds } from '../login-errors';
import { formatCountdown } from '@/lib/format';
import { login } from '../texts';
import { reachGoal } from '@/lib/tracking';
import { codeSent, type CodeSent } from '../code-sent';
import { phoneSentEarly } from '../phone-sent-early';
import { requestCode } from '../data';
import { checkPhone } from '../rules';
import { useStepForm } from '../use-step-form';
import { useCountdown } from '../use-countdown';
import { CaptchaField, type CaptchaHandle } from './captcha-field';
import styles from './login.module.css';
import { CAPTCHA_FAILED, shownError, stepError, type StepError } from '../step-error';

interface PhoneStepProps {
  initialPhone: string;
  /** A code sent before 'Изменить номер', still alive: the member may return to it. */
  previous: CodeSent | null;
  onCodeSent: (sent: CodeSent) => void;
  onBackToCode: (sent: CodeSent) => void;
}

export function PhoneStep({ initialPhone, previous, onCodeSent, onBackToCode }: PhoneStepProps) {
  const captcha = useRef<CaptchaHandle>(null);
  const [serverError, setServerError] = useState<StepError | null>(null);
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null);
  const [waitingCaptcha, setWaitingCaptcha] = useState(false);
  const blockedFor = useCountdown(blockedUntil);
  const previousAlive = useCountdown(previous?.expiresAt ?? null) > 0;
  // The form sent by the browser before the scripts ran comes back here once (phone-sent-early.ts).
  const [early, sendEarly] = useActionState(phoneSentEarly, null);
  const form = useStepForm(early?.phone ?? initialPhone, checkPhone, early?.problem);

  const onValid = async (phone: string) => {
    setServerError(null);
    // The same number again before a new code may be sent: the code already sent is the one to type.
    if (previous && previousAlive && phoneForApi(phone) === phoneForApi(previous.phone) && Date.now() < previous.resendAt) {
      onBackToCode(previous);
      return;
    }
    try {
      setWaitingCaptcha(true);
      const payload = await captcha.current!.takePayload();
      setWaitingCaptcha(false);
      const sent = await requestCode({ phone: phoneForApi(phone), captcha: payload });
      reachGoal('code_requested');
      onCodeSent(codeSent(phone, sent.userId, sent.resendAfter, sent.channel));
    } catch (err) {
      setWaitingCaptcha(false);
      // A refusal that names a wait ('через 60 секунд') goes with its countdown.
      setServerError(stepError(err, 'code'));
      const wait = retryAfterSeconds(err);
      if (wait) setBlockedUntil(Date.now() + wait * 1000);
    }
  };

  // A valid number sent early: the code is asked for now that the captcha can be solved.
  const goneOn = useRef(false);
  useEffect(() => {
    if (goneOn.current || !early || early.problem) return;
    goneOn.current = true;
    void form.send(onValid);
  });

  return (
    // Once the scripts run, the submit is handled here (and the browser's own sending prevented);
    // before that the browser posts the form to `phoneSentEarly`.
    <Stack as="form" action={sendEarly} onSubmit={(event) => void form.handleSubmit(onValid)(event)} noValidate>
      <Field id="phone" label={login.phoneLabel} error={form.error}>
        {(control) => <PhoneInput {...control} {...form.field} name="phone" className="input-large" autoFocus />}
      </Field>

      <CaptchaField ref={captcha} onFailure={() => setServerError(CAPTCHA_FAILED)} />
      <FormError message={shownError(serverError, blockedFor)} />
      <SubmitButton block busy={form.submitting} disabled={blockedFor > 0}>
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
      {previous && previousAlive ? (
        <div className={styles.secondary}>
          <Button type="button" variant="link" onClick={() => onBackToCode(previous)}>
            {login.backToCode} <span className="nowrap">{previous.phone}</span>
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
