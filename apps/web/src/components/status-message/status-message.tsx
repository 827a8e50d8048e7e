import type { ReactNode } from 'react';
import styles from './status-message.module.css';

export interface StatusMessageProps {
  kind: 'empty' | 'error';
  title: string;
  text?: string;
  /** A retry button or a link onwards. */
  action?: ReactNode;
}

/** The empty and error states of a list or a card: errors are announced (role="alert"), empties are not. */
export function StatusMessage({ kind, title, text, action }: StatusMessageProps) {
  return (
    <div className={`${styles.message} ${kind === 'error' ? styles.error : ''}`} role={kind === 'error' ? 'alert' : undefined}>
      <p className={styles.title}>{title}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
