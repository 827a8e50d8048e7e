// 152-ФЗ: a separate, unticked consent before the first identity data is sent, and its date once given.
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import type { Ref } from 'react';
import { FieldError } from '@/components/field/field';
import { formatDate } from '@/lib/format';
import { profileFormTexts } from '../form-texts';
import styles from './profile.module.css';

const text = profileFormTexts.consent;

export function ConsentField({
  checked,
  onChange,
  error,
  inputRef,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  error: boolean;
  inputRef: Ref<HTMLInputElement>;
}) {
  return (
    <div className={styles.consent}>
      <div className={styles.checkRow}>
        <input
          ref={inputRef}
          id="pd-consent"
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'pd-consent-error' : undefined}
        />
        <label htmlFor="pd-consent">
          {text.label}{' '}
          <Link href="/consent" target="_blank">
            {text.textLink}
          </Link>
        </label>
      </div>
      {error ? <FieldError id="pd-consent-error">{text.required}</FieldError> : null}
    </div>
  );
}

/** 'Согласие … дано 12.03.2025' */
export function ConsentGiven({ givenAt }: { givenAt: string }) {
  return <p className={styles.consentGiven}>{text.given(formatDate(givenAt))}</p>;
}
