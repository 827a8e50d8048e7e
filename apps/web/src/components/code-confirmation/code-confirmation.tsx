'use client';
// A member's act confirmed by a one-time code (decisions 0048, 0049): «Получить код» sends it by the
// sign-in's channels, the six digits typed here confirm the act. The caller names the act, what a
// press of the first button means, and what happens once it is confirmed.
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CodeField } from '@/components/code-field/code-field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { refusalMessage } from '@/lib/api-client/errors';
import { Button } from '@/components/ui/button';
import { codeConfirmationTexts as t } from './texts';
import styles from './code-confirmation.module.css';

export interface CodeConfirmationProps {
  /** The first button: «Подписать кодом», «Получить код». */
  start: string;
  /** Why the first button may not be pressed yet (a box to tick first); null when it may. */
  startBlocked?: string | null;
  /** Under the first button: where the code comes from and what it means. */
  note: ReactNode;
  /** The form's accessible name: «Подпись: Отчёт агента за октябрь 2026». */
  formLabel: string;
  /** The button that sends the code typed. */
  confirm: string;
  /** When a confirmation fails without the API's own words. */
  confirmError: string;
  requestCode: () => Promise<{ channel: 'sms' | 'telegram' }>;
  confirmCode: (code: string) => Promise<unknown>;
  onConfirmed?: () => unknown;
}

export function CodeConfirmation(p: CodeConfirmationProps) {
  const id = useId();
  const [code, setCode] = useState('');
  /** The first button was pressed while blocked: say why, until it is unblocked. */
  const [pressedBlocked, setPressedBlocked] = useState(false);
  const send = useMutation({ mutationFn: p.requestCode });
  const confirm = useMutation({ mutationFn: p.confirmCode, onSuccess: () => p.onConfirmed?.() });

  if (!send.data) {
    return (
      <div className={styles.confirmation}>
        <FormError
          message={
            send.error ? refusalMessage(send.error, t.sendError) : pressedBlocked && p.startBlocked ? p.startBlocked : null
          }
        />
        <div>
          <Button
            type="button"
            variant="primary"
            onClick={() => (p.startBlocked ? setPressedBlocked(true) : send.mutate())}
            disabled={send.isPending}
          >
            {p.start}
          </Button>
        </div>
        <p className={styles.note}>{p.note}</p>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === 6) confirm.mutate(code);
  };
  return (
    <form method="post" className={styles.confirmation} onSubmit={submit} noValidate aria-label={p.formLabel}>
      <p className={styles.note} role="status">
        {t.sent[send.data.channel]}
      </p>
      <CodeField
        id={`${id}-code`}
        label={t.code}
        maxLength={6}
        digitsOnly
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={
          confirm.error
            ? refusalMessage(confirm.error, p.confirmError)
            : code.length > 0 && code.length < 6
              ? t.sixDigits
              : undefined
        }
      />
      <div className={styles.actions}>
        <SubmitButton busy={confirm.isPending} disabled={code.length !== 6}>
          {p.confirm}
        </SubmitButton>
        <Button type="button" variant="secondary" onClick={() => send.mutate()} disabled={send.isPending}>
          {t.resend}
        </Button>
      </div>
    </form>
  );
}
