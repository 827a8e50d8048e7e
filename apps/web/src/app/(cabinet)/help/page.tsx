import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PageTitle } from '@/components/page-title/page-title';
import { HelpCenter } from '@/features/documents/components/help-center';
import { textContext } from '@/features/documents/text-context';
import { titles } from '@/lib/texts/common';

export const metadata: Metadata = { title: titles.help };

/** Spec §2 /help: questions and answers and the support e-mail of the configuration (SUPPORT_EMAIL). */
export default async function HelpPage() {
  // Rendered per request: the e-mail and the product's name are read at run time, never at build.
  await connection();
  return (
    <>
      <PageTitle>{titles.help}</PageTitle>
      <HelpCenter context={textContext()} />
    </>
  );
}
