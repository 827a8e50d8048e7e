import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PageTitle } from '@/components/page-title/page-title';
import { LegalDocument } from '@/features/documents/components/legal-document';
import { rulesText } from '@/features/documents/rules-text';
import { textContext } from '@/features/documents/text-context';
import { titles } from '@/lib/texts/common';

export const metadata: Metadata = { title: titles.rules };

/** Spec §2 /rules: the programme rules — tiers, accrual, freezing, withdrawals, cancellation. */
export default async function RulesPage() {
  // Rendered per request: the e-mail and the product's name are read at run time, never at build.
  await connection();
  return (
    <>
      <PageTitle>{titles.rules}</PageTitle>
      <LegalDocument doc={rulesText(textContext())} />
    </>
  );
}
