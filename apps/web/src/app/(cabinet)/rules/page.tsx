import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { titles } from '@/lib/messages';

export const metadata: Metadata = { title: titles.rules };

/** Spec §2 /rules: the route and its title inside the shell; its content is issue 5. */
export default function RulesPage() {
  return <PageTitle>{titles.rules}</PageTitle>;
}
