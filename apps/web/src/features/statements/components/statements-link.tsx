// The way to «Выписки и справки» from /lk (the self-employed page shows the statements themselves).
import { LinkCard } from '@/components/link-card/link-card';
import { statementsTexts as t } from '../texts';

export function StatementsLink() {
  return <LinkCard href="/lk/statements" title={t.linkTitle} text={t.linkText} />;
}
