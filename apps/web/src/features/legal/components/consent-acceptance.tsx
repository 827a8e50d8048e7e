'use client';
// The consent to personal-data processing is given with an explicit tick of its own, apart from the
// rules (ст. 9 152-ФЗ): no code, but nothing is given until the member ticks it.
import type { LegalStanding } from '@cabinet/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { refusalMessage } from '@/lib/api-client/errors';
import { legalTexts } from '../texts';
import { memberQueries } from '@/lib/queries/member-queries';
import { acceptConsent } from '../queries';
import styles from './legal.module.css';

const t = legalTexts.consent;

export function ConsentAcceptance({ standing }: { standing: LegalStanding }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState(false);
  const [tried, setTried] = useState(false);
  const give = useMutation({
    mutationFn: () => acceptConsent(standing.version.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberQueries.legal().queryKey }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (ticked) give.mutate();
  };
  const missing = tried && !ticked;
  return (
    <form method="post" className={styles.card} onSubmit={submit} noValidate aria-label={t.submit}>
      <FormError message={give.error ? refusalMessage(give.error, t.error) : null} />
      <div className={styles.checkRow}>
        <input
          id={`${id}-consent`}
          type="checkbox"
          className={styles.checkbox}
          checked={ticked}
          onChange={(e) => setTicked(e.target.checked)}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-consent-error` : undefined}
        />
        <label htmlFor={`${id}-consent`}>{t.tick}</label>
      </div>
      {missing ? <FieldError id={`${id}-consent-error`}>{t.required}</FieldError> : null}
      <div>
        <SubmitButton busy={give.isPending}>{t.submit}</SubmitButton>
      </div>
    </form>
  );
}
