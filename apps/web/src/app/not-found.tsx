import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { PageTitle } from '@/components/page-title/page-title';
import { shell, titles } from '@/lib/messages';
import styles from './not-found.module.css';

export default function NotFound() {
  return (
    <main className={styles.page}>
      <PageTitle>{titles.notFound}</PageTitle>
      <p>{shell.notFoundText}</p>
      <Link href="/" className="button button-primary">
        {shell.toHome}
      </Link>
    </main>
  );
}
