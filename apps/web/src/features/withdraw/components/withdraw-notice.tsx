import { Card, CardTitle } from '@/components/ui/card';
import { ButtonLink } from '@/components/ui/button';
import styles from './withdraw.module.css';

/**
 * What stands before a withdrawal and where to settle it: an identity document to confirm (the
 * profile), the rules or the consent to accept (/rules/accept), a card to add for a
 * member paid only to cards (/lk/cards).
 */
export function WithdrawNotice({ heading, text, href, link }: { heading: string; text: string; href: string; link: string }) {
  return (
    <Card className={`${styles.card} ${styles.notice}`} aria-labelledby="withdraw-notice-heading" role="region">
      <CardTitle as="h2" id="withdraw-notice-heading">
        {heading}
      </CardTitle>
      <p className={styles.text}>{text}</p>
      <div>
        <ButtonLink href={href} variant="primary">
          {link}
        </ButtonLink>
      </div>
    </Card>
  );
}
