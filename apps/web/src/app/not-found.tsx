import { PageTitle } from '@/components/page-title/page-title';
import { shell } from '@/features/shell/texts';
import { titles } from '@/lib/texts/common';
import { ButtonLink } from '@/components/ui/button';
import styles from './not-found.module.css';

export default function NotFound() {
  return (
    <main className={styles.page}>
      <PageTitle>{titles.notFound}</PageTitle>
      <p>{shell.notFoundText}</p>
      <ButtonLink href="/" variant="primary">
        {shell.toHome}
      </ButtonLink>
    </main>
  );
}
