import type { ReactNode } from 'react';
import styles from './news.module.css';

/** The empty, error and not-found states: a heading-less box with a title line, a hint and an action. */
export function StateMessage({
  title,
  text,
  action,
  role,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <div className={styles.state} role={role}>
      <p className={styles.stateTitle}>{title}</p>
      {text ? <p className={styles.stateText}>{text}</p> : null}
      {action}
    </div>
  );
}
