'use client';
// Secrets the API answers once and keeps no readable copy of — a partner's API key and signing secret,
// a webhook's signing secret: a card with each value whole (wrapped, never cut), a copy button beside
// it, the screen's words that they are shown once and where to read how to use them, and a button
// that hides them for good. The card takes the focus as it appears, so that a screen reader reads it
// and the page scrolls to it; a screen that opens it from a dialog shows it once the dialog is gone
// (the page is inert until then).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonRow } from '@/components/ui/button-row';
import { Card, CardTitle } from '@/components/ui/card';
import adminStyles from './admin.module.css';
import styles from './secrets-once.module.css';
import { adminSecrets as t } from './texts';

export interface OnceSecret {
  /** What it is («API-ключ», «Секрет подписи»): its term and the copy button's name. */
  label: string;
  value: string;
}

export function SecretsOnce({
  title,
  secrets,
  onDismiss,
  children,
}: {
  title: string;
  secrets: readonly OnceSecret[];
  onDismiss: () => void;
  /** The screen's words: that they are shown once, what to do with them, where to read more. */
  children: ReactNode;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card aria-labelledby={id} className={styles.card} data-testid="secrets-once">
      <CardTitle as="h2" id={id} ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </CardTitle>
      <div className={styles.words}>{children}</div>
      <dl className={styles.secrets}>
        {secrets.map((secret) => (
          <SecretValue key={secret.label} {...secret} />
        ))}
      </dl>
      <ButtonRow wrap>
        <Button type="button" variant="secondary" onClick={onDismiss}>
          {t.dismiss}
        </Button>
      </ButtonRow>
    </Card>
  );
}

/** Selects the value's text, for the admin to copy by hand where the browser refuses the clipboard. */
function select(element: HTMLElement | null): void {
  const selection = element ? window.getSelection() : null;
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

function SecretValue({ label, value }: OnceSecret) {
  const code = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      // Refused outside a secure context (a plain-http address other than localhost) or by a setting.
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      select(code.current);
      setCopied('no');
    }
  };
  return (
    <div className={styles.secret}>
      <dt>{label}</dt>
      <dd>
        <code ref={code} className={`${adminStyles.mono} ${styles.value}`}>
          {value}
        </code>
        <span className={styles.copy}>
          <Button type="button" variant="secondary" size="small" aria-label={t.copyLabel(label)} onClick={() => void copy()}>
            {t.copy}
          </Button>
          {/* In the page from the start, so that what it says next is announced. */}
          <span role="status" className={copied === 'no' ? styles.failed : styles.done}>
            {copied === 'yes' ? t.copied : copied === 'no' ? t.copyFailed : ''}
          </span>
        </span>
      </dd>
    </div>
  );
}
