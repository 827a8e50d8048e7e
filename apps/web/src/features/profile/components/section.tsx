// A card of the profile page: a heading, an optional badge beside it, the content.
import type { ReactNode } from 'react';
import styles from './profile.module.css';

export function Section({
  id,
  title,
  badge,
  intro,
  children,
}: {
  id: string;
  title: string;
  badge?: ReactNode;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <header className={styles.cardHead}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          {title}
        </h2>
        {badge}
      </header>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
