// A card of the profile page: a heading, an optional badge beside it, the content.
import type { ReactNode } from 'react';
import { Card, CardHead, CardTitle } from '@/components/ui/card';
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
    <Card className={styles.section} aria-labelledby={`${id}-title`}>
      <CardHead as="header" className={styles.sectionHead}>
        <CardTitle as="h2" id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </CardTitle>
        {badge}
      </CardHead>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </Card>
  );
}
