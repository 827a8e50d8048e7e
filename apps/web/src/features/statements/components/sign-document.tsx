'use client';
// «Подписать» a closed month's document (decision 0048): a one-time code by SMS or Telegram, as at
// sign-in, typed here; the signature is the member's simple electronic signature by the programme's
// rules. A signed document says when and to which phone the code went.
import { formatPhone, type PeriodDocument } from '@cabinet/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { CodeConfirmation } from '@/components/code-confirmation/code-confirmation';
import { formatDateTime } from '@/lib/format';
import { codeConfirmationTexts } from '@/components/code-confirmation/texts';
import { signDocumentTexts as t } from '../texts';
import { requestSignCode, signDocument, statementQueries } from '../queries';
import styles from './statements.module.css';

export function SignDocument({ document: d }: { document: PeriodDocument }) {
  const queryClient = useQueryClient();
  if (d.signature && d.signedAt) {
    return (
      <p className={styles.note} data-testid="document-signature">
        {t.signed(formatDateTime(d.signedAt), formatPhone(d.signature.phone), codeConfirmationTexts.channel[d.signature.channel])}
      </p>
    );
  }
  return (
    <CodeConfirmation
      start={t.start}
      note={t.agreement}
      formLabel={t.formLabel(d.title)}
      confirm={t.confirm}
      confirmError={t.signError}
      requestCode={() => requestSignCode(d.id)}
      confirmCode={(code) => signDocument(d.id, code)}
      onConfirmed={() => queryClient.invalidateQueries({ queryKey: statementQueries.documents().queryKey })}
    />
  );
}
