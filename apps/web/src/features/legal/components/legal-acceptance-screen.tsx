'use client';
// Правила и согласие: the current version of each document, what changed, and the act that accepts
// it — the rules with a tick and a code, the consent with a tick of its own (decision 0049).
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { Stack } from '@/components/ui/stack';
import { legalTexts as t } from '../texts';
import { memberQueries } from '@/lib/queries/member-queries';
import { ConsentAcceptance } from './consent-acceptance';
import { LegalDocumentCard } from './legal-document-card';
import { RulesAcceptance } from './rules-acceptance';
import styles from './legal.module.css';

export function LegalAcceptanceScreen() {
  const query = useQuery(memberQueries.legal());
  const documents = query.data?.documents ?? [];
  return (
    <Stack>
      <p className={styles.muted}>{query.data && !query.data.pending && documents.length > 0 ? t.allAccepted : t.intro}</p>
      <QueryState
        query={query}
        skeleton={<SkeletonRows count={2} height={220} radius="var(--radius-l)" className={styles.list} />}
        errorText={t.loadError}
        surface="card"
        empty={documents.length === 0 && { title: t.nothingPublished }}
      >
        <ul className={styles.list}>
          {documents.map((s) => (
            <LegalDocumentCard key={s.kind} standing={s}>
              {s.kind === 'rules' ? <RulesAcceptance standing={s} /> : <ConsentAcceptance standing={s} />}
            </LegalDocumentCard>
          ))}
        </ul>
      </QueryState>
    </Stack>
  );
}
