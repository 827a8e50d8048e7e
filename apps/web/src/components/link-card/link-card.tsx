// A card that is one link to a section of its own, with its title and a line of what is there: how
// /lk leads to the statements and the self-employed section without growing itself.
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { Card } from '@/components/ui/card';
import styles from './link-card.module.css';

export function LinkCard({ href, title, text }: { href: string; title: string; text: string }) {
  return (
    <Card as={Link} href={href} className={styles.link}>
      <span className={styles.title}>{title}</span>
      <span className={styles.text}>{text}</span>
    </Card>
  );
}
