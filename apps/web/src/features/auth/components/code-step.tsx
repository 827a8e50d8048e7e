'use client';
// Step 2: the code from the SMS or from Telegram with «Отправить по SMS» (decision 0035) (product §5 pattern, at most 25), 'Войти', the re-send countdown and
// 'Изменить номер'.
import { CODE_MAX_LENGTH } from '@cabinet/contracts/client';
import { useRef, useState } from 'react';
import { CodeField } from '@/components/code-field/code-field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { phoneForApi } from '@/components/phone-input/phone-mask';
import { getBrowserSession } from '@/lib/api-client/browser-session';
import { Button } from '@/components/ui/button';
import { Stack } from '@/components/ui/stack';
import { retryAfterSeconds } from '../login-errors';
import { formatCountdown } from '@/lib/format';
import { login } from '../texts';
import { reachGoal } from '@/lib/tracking';
import { codeSent, type CodeSent } from '../code-sent';
import { requestCode, sendCodeBySms, verifyCode } from '../data';
import { checkCode } from '../rules';
import { useStepForm } from '../use-step-form';
import { CAPTCHA_FAILED, shownError, stepError, type StepError } from '../step-error';
import { useCountdown } from '../use-countdown';
import { CaptchaField, type CaptchaHandle } from './captcha-field';
import styles from './login.module.css';

interface CodeStepProps {
  sent: CodeSent;
  onResent: (sent: CodeSent) => void;
  onChangePhone: () => void;
  onSignedIn: () => void;
}

export function CodeStep({ sent, onResent, onChangePhone, onSignedIn }: CodeStepProps) {
  const captcha = useRef<CaptchaHandle>(null);
  const [serverError, setServerError] = useState<StepError | null>(null);
  const [resending, setResending] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const resendIn = useCountdown(sent.resendAt);
  const form = useStepForm('', checkCode);

  const onValid = async (code: string) => {
    setServerError(null);
    try {
      const payload = await captcha.current!.takePayload();
      const tokens = await verifyCode({ userId: sent.userId, code, captcha: payload });
      getBrowserSession().signIn(tokens);
      reachGoal('signed_in');
      setSignedIn(true);
      onSignedIn();
    } catch (err) {
      setServerError(stepError(err, 'verify'));
    }
  };

  const resend = async () => {
    setServerError(null);
    setResending(true);
    try {
      const payload = await captcha.current!.takePayload();
      const again = await requestCode({ phone: phoneForApi(sent.phone), captcha: payload });
      form.reset('');
      onResent(codeSent(sent.phone, again.userId, again.resendAfter, again.channel));
    } catch (err) {
      // 'Новый код можно запросить через 60 секунд' goes away with the re-send countdown.
      setServerError(stepError(err, 'code'));
      const wait = retryAfterSeconds(err);
      if (wait) onResent({ ...sent, resendAt: Date.now() + wait * 1000 });
    } finally {
      setResending(false);
    }
  };

  const bySms = async () => {
    setServerError(null);
    setResending(true);
    try {
      await sendCodeBySms({ userId: sent.userId });
      onResent({ ...sent, alsoBySms: true });
    } catch (err) {
      setServerError(stepError(err, 'code'));
    } finally {
      setResending(false);
    }
  };

  const busy = form.submitting || signedIn;
  const inTelegram = sent.channel === 'telegram';
  const sentToBefore = !inTelegram
    ? login.codeSentToBefore
    : sent.alsoBySms
      ? login.codeSentBySmsBefore
      : login.codeSentToTelegramBefore;
  return (
    <Stack as="form" method="post" onSubmit={(event) => void form.handleSubmit(onValid)(event)} noValidate>
      <p className={styles.sentTo}>
        {sentToBefore} <span className="nowrap">{sent.phone}</span>.
      </p>
      {inTelegram && !sent.alsoBySms ? (
        <div className={styles.channel}>
          <p className={styles.hint}>{login.telegramHint}</p>
          <Button type="button" variant="link" onClick={bySms} disabled={resending || busy}>
            {login.sendBySms}
          </Button>
        </div>
      ) : null}
      <CodeField
        id="code"
        label={inTelegram && !sent.alsoBySms ? login.codeLabelTelegram : login.codeLabel}
        error={form.error}
        inputRef={form.field.ref}
        name="code"
        value={form.field.value}
        onChange={(event) => form.field.onChange(event.target.value)}
        className={styles.codeInput}
        maxLength={CODE_MAX_LENGTH}
      />

      <CaptchaField ref={captcha} onFailure={() => setServerError(CAPTCHA_FAILED)} />
      <FormError message={shownError(serverError, resendIn)} />
      <SubmitButton block busy={busy}>
        {login.signIn}
      </SubmitButton>

      <div className={styles.secondary}>
        {resendIn > 0 ? (
          <p className={styles.hint}>{login.resendIn(formatCountdown(resendIn))}</p>
        ) : (
          <Button type="button" variant="link" onClick={resend} disabled={resending || busy}>
            {login.resend}
          </Button>
        )}
        <Button type="button" variant="link" onClick={onChangePhone} disabled={busy}>
          {login.changePhone}
        </Button>
      </div>
    </Stack>
  );
}
