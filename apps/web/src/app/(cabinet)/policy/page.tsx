import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PageTitle } from '@/components/page-title/page-title';
import { LegalDocument } from '@/features/documents/components/legal-document';
import { policyText } from '@/features/documents/policy-text';
import { textContext } from '@/features/documents/text-context';
import { titles } from '@/lib/texts/common';

export const metadata: Metadata = { title: titles.policy };

/** Spec §2 /policy: the privacy policy under 152-ФЗ. */
export default async function PolicyPage() {
  // Rendered per request: the e-mail and the product's name are read at run time, never at build.
  await connection();
  return (
    <>
      <PageTitle>{titles.policy}</PageTitle>
      <LegalDocument doc={policyText(textContext())} />
    </>
  );
}
