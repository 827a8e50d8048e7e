import type { ReactNode } from 'react';
import styles from './admin.module.css';

/** The back office page's one h1 (the skip link jumps to it), a line of what it is for, its actions. */
export function AdminPageHeader({ title, intro, actions }: { title: string; intro?: string; actions?: ReactNode }) {
  return (
    <div className={styles.pageHead}>
      <div>
        <h1 className={styles.pageTitle} id="page-title" tabIndex={-1}>
          {title}
        </h1>
        {intro ? <p className={styles.pageIntro}>{intro}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
