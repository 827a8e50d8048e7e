'use client';
// The rules are accepted with a tick and a one-time code (decision 0049): the code, sent as at
// sign-in, is the member's simple electronic signature under the agreement in the rules.
import type { LegalStanding } from '@cabinet/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CodeConfirmation } from '@/components/code-confirmation/code-confirmation';
import { legalTexts } from '../texts';
import { memberQueries } from '@/lib/queries/member-queries';
import { acceptRules, requestRulesCode } from '../queries';
import styles from './legal.module.css';

const t = legalTexts.rules;

export function RulesAcceptance({ standing }: { standing: LegalStanding }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [read, setRead] = useState(false);
  const versionId = standing.version.id;
  return (
    <>
      <div className={styles.checkRow}>
        <input
          id={`${id}-read`}
          type="checkbox"
          className={styles.checkbox}
          checked={read}
          onChange={(e) => setRead(e.target.checked)}
        />
        <label htmlFor={`${id}-read`}>{t.tick}</label>
      </div>
      <CodeConfirmation
        start={t.start}
        startBlocked={read ? null : t.tickFirst}
        note={t.note}
        formLabel={t.formLabel}
        confirm={t.confirm}
        confirmError={t.error}
        requestCode={() => requestRulesCode(versionId)}
        confirmCode={(code) => acceptRules(versionId, code)}
        onConfirmed={() => queryClient.invalidateQueries({ queryKey: memberQueries.legal().queryKey })}
      />
    </>
  );
}
