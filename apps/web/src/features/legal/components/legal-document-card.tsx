'use client';
// One document to accept: its version and date, whether it is a new edition of one the member
// accepted, what changed, the way to its text, and either when it was accepted or the act that
// accepts it.
import { LEGAL_KIND_PATH, LEGAL_KIND_TITLE, type LegalStanding } from '@cabinet/contracts/client';
import type { ReactNode } from 'react';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { formatDate, formatDateTime } from '@/lib/format';
import { Card, CardTitle } from '@/components/ui/card';
import { legalTexts as t } from '../texts';
import styles from './legal.module.css';

export function LegalDocumentCard({ standing: s, children }: { standing: LegalStanding; children: ReactNode }) {
  const headingId = `legal-${s.kind}`;
  return (
    <Card as="li" className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <CardTitle as="h2" id={headingId}>
          {LEGAL_KIND_TITLE[s.kind]}
        </CardTitle>
        <p className={styles.muted}>{t.version(s.version.number, formatDate(s.version.publishedAt))}</p>
      </div>
      {/* «Новая редакция» only to whoever accepted the one before it (docs/product.md §12d). */}
      {!s.acceptedAt && s.acceptedEarlierVersion ? <p className={styles.edition}>{t.newEdition}</p> : null}
      <p className={styles.summary}>
        <strong>{t.whatChanged}</strong>
        {s.version.summary}
      </p>
      <div>
        <Link href={LEGAL_KIND_PATH[s.kind]} target="_blank">
          {t.read[s.kind]}
        </Link>
      </div>
      {s.acceptedAt ? <p className={styles.accepted}>{t.accepted(formatDateTime(s.acceptedAt))}</p> : children}
    </Card>
  );
}
