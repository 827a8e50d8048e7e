import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import styles from './status-message.module.css';

interface StatusMessageProps {
  kind: 'empty' | 'error';
  title: string;
  text?: string | undefined;
  /** A retry button or a link onwards. */
  action?: ReactNode;
  /** `inset` (default): a box inside a card; `card`: a card of its own, standing on the page. */
  surface?: 'inset' | 'card' | undefined;
}

/** The empty and error states of a list or a card: errors are announced (role="alert"), empties are not. */
export function StatusMessage({ kind, title, text, action, surface = 'inset' }: StatusMessageProps) {
  const classes = [styles.message, styles[surface], kind === 'error' ? styles.error : ''].join(' ');
  return (
    <div className={classes} role={kind === 'error' ? 'alert' : undefined}>
      <p className={styles.title}>{title}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

/** Something the address names is not there (an order, a news item): why, and the way back to its list. */
export function NotFoundMessage({
  title,
  text,
  back,
  surface,
}: {
  title: string;
  text: string;
  back: { href: string; label: string };
  surface?: StatusMessageProps['surface'];
}) {
  return (
    <StatusMessage
      kind="empty"
      surface={surface}
      title={title}
      text={text}
      action={
        <ButtonLink href={back.href} variant="primary">
          {back.label}
        </ButtonLink>
      }
    />
  );
}
