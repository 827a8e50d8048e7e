// /lk's way to the self-employed section (decision 0034): one card, so that the profile stays as it is.
import { LinkCard } from '@/components/link-card/link-card';
import { selfEmployedTexts as t } from '../texts';

export function SelfEmployedLink() {
  return <LinkCard href="/lk/self-employed" title={t.linkTitle} text={t.linkText} />;
}
