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
    <section className={`card ${styles.section}`} aria-labelledby={`${id}-title`}>
      <header className={`card-head ${styles.sectionHead}`}>
        <h2 id={`${id}-title`} className={`card-title ${styles.sectionTitle}`}>
          {title}
        </h2>
        {badge}
      </header>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
