import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title/page-title';
import { SelfEmployedScreen } from '@/features/self-employed/components/self-employed-screen';
import { StatementsScreen } from '@/features/statements/components/statements-screen';
import { titles } from '@/lib/texts/common';
import { Stack } from '@/components/ui/stack';

export const metadata: Metadata = { title: titles.selfEmployed };

/** Самозанятость, linked from /lk: the ФНС status, «Мой налог», the limit, the statements (decision 0034). */
export default function SelfEmployedPage() {
  return (
    <>
      <PageTitle>{titles.selfEmployed}</PageTitle>
      {/* The statements of every member, here too: a self-employed member keeps their receipts' month and year beside the limit. */}
      <Stack>
        <SelfEmployedScreen />
        <StatementsScreen />
      </Stack>
    </>
  );
}
