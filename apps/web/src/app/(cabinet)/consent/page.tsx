import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PageTitle } from '@/components/page-title/page-title';
import { LegalDocument } from '@/features/documents/components/legal-document';
import { consentText } from '@/features/documents/consent-text';
import { textContext } from '@/features/documents/text-context';
import { titles } from '@/lib/texts/common';

export const metadata: Metadata = { title: titles.consent };

/** The consent to personal-data processing: a document of its own (152-ФЗ), readable before sign-in. */
export default async function ConsentPage() {
  // Rendered per request: the e-mail and the product's name are read at run time, never at build.
  await connection();
  return (
    <>
      <PageTitle>{titles.consent}</PageTitle>
      <LegalDocument doc={consentText(textContext())} />
    </>
  );
}
