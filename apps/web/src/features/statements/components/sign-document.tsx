'use client';
// «Подписать» a closed month's document (decision 0048): a one-time code by SMS or Telegram, as at
// sign-in, typed here; the signature is the member's simple electronic signature by the programme's
// rules. A signed document says when and to which phone the code went.
import { formatPhone, type PeriodDocument } from '@cabinet/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { CodeField } from '@/components/code-field/code-field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { refusalMessage } from '@/lib/api-client/errors';
import { formatDateTime } from '@/lib/format';
import { signDocumentTexts as t } from '@/lib/messages/statements';
import { requestSignCode, signDocument, statementQueries } from '../queries';
import styles from './statements.module.css';

export function SignDocument({ document: d }: { document: PeriodDocument }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const send = useMutation({ mutationFn: () => requestSignCode(d.id) });
  const sign = useMutation({
    mutationFn: (value: string) => signDocument(d.id, value),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: statementQueries.documents().queryKey });
    },
  });

  if (d.signature && d.signedAt) {
    return (
      <p className={styles.note} data-testid="document-signature">
        {t.signed(formatDateTime(d.signedAt), formatPhone(d.signature.phone), t.channel[d.signature.channel])}
      </p>
    );
  }
  if (!send.data) {
    return (
      <div className={styles.sign}>
        <FormError message={send.error ? refusalMessage(send.error, t.sendError) : null} />
        <button type="button" className="button button-primary" onClick={() => send.mutate()} disabled={send.isPending}>
          {t.start}
        </button>
        <p className={styles.note}>{t.agreement}</p>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === 6) sign.mutate(code);
  };
  return (
    <form className={styles.sign} onSubmit={submit} noValidate aria-label={t.formLabel(d.title)}>
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
          sign.error ? refusalMessage(sign.error, t.signError) : code.length > 0 && code.length < 6 ? t.sixDigits : undefined
        }
      />
      <div className={styles.actions}>
        <SubmitButton busy={sign.isPending} disabled={code.length !== 6}>
          {t.confirm}
        </SubmitButton>
        <button type="button" className="button button-secondary" onClick={() => send.mutate()} disabled={send.isPending}>
          {t.resend}
        </button>
      </div>
    </form>
  );
}
