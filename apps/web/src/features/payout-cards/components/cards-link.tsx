// /lk's way to «Карты для выплат» (decision 0056), like the statements and the self-employed section.
import { LinkCard } from '@/components/link-card/link-card';
import { payoutCardsTexts as t } from '../texts';

export function CardsLink() {
  return <LinkCard href="/lk/cards" title={t.linkTitle} text={t.linkText} />;
}
