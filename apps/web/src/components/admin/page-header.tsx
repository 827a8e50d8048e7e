import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import styles from './admin.module.css';

/**
 * The back office page's one h1 (the skip link jumps to it), a line of what it is for, its actions;
 * `create` is the page's link to a new item («Добавить участника», «Новая новость»).
 */
export function AdminPageHeader({
  title,
  intro,
  actions,
  create,
}: {
  title: string;
  intro?: string | undefined;
  actions?: ReactNode;
  create?: { href: string; label: string } | false | undefined;
}) {
  const shown = create ? (
    <ButtonLink href={create.href} variant="primary">
      {create.label}
    </ButtonLink>
  ) : (
    actions
  );
  return (
    <div className={styles.pageHead}>
      <div>
        <h1 className={styles.pageTitle} id="page-title" tabIndex={-1}>
          {title}
        </h1>
        {intro ? <p className={styles.pageIntro}>{intro}</p> : null}
      </div>
      {shown ? <div className={styles.actions}>{shown}</div> : null}
    </div>
  );
}
