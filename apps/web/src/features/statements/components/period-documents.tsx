'use client';
// «Документы закрытых месяцев» on /lk/statements (docs/product.md «Закрытие месяца»): the agent's
// report or act of each closed month, its state, what the month accrued, paid and withheld, until
// when the agent may object, and its PDF.
import { PERIOD_DOCUMENT_STATUS_TEXT, type PeriodDocument } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { FileLink } from '@/components/file-link/file-link';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { formatDate, formatRoubles } from '@/lib/format';
import { Card, CardTitle } from '@/components/ui/card';
import { periodDocumentsTexts as t } from '../texts';
import { periodDocumentPdf, statementQueries } from '../queries';
import { SignDocument } from './sign-document';
import styles from './statements.module.css';

export function PeriodDocuments() {
  const documents = useQuery(statementQueries.documents());
  const items = documents.data?.items ?? [];
  return (
    <Card className={styles.card} aria-labelledby="period-documents">
      <CardTitle as="h2" id="period-documents">
        {t.title}
      </CardTitle>
      <p className={styles.note}>{t.intro}</p>
      <QueryState
        query={documents}
        skeleton={<Skeleton height={120} />}
        errorText={t.error}
        empty={documents.data !== undefined && items.length === 0 && { title: t.empty }}
      >
        <ul className={styles.documents}>
          {items.map((d) => (
            <DocumentItem key={d.id} document={d} />
          ))}
        </ul>
      </QueryState>
    </Card>
  );
}

function DocumentItem({ document: d }: { document: PeriodDocument }) {
  const headingId = `period-document-${d.id}`;
  return (
    <li className={styles.document} aria-labelledby={headingId}>
      <div className={styles.documentHead}>
        <h3 id={headingId} className={styles.subtitle}>
          {d.title}
        </h3>
        <span className={styles.status} data-status={d.status}>
          {PERIOD_DOCUMENT_STATUS_TEXT[d.status]}
        </span>
      </div>
      <dl className={styles.facts}>
        <Sum label={t.accrued} value={d.accrued} />
        <Sum label={t.paid} value={d.paid} />
        <Sum label={t.tax} value={d.tax} />
      </dl>
      {d.status === 'awaiting' ? <p className={styles.note}>{t.objectionUntil(formatDate(d.objectionUntil))}</p> : null}
      <div className={styles.actions}>
        <FileLink file={periodDocumentPdf(d)}>{t.downloadPdf}</FileLink>
      </div>
      {/* An objection is a dispute of one of its lines, or a claim of a contract it lacks. */}
      <p className={styles.note}>
        {t.objectHow}{' '}
        <Link href={`/lk/statements?month=${d.month}#statement-month`} aria-label={t.linesLabel(d.title)}>
          {t.lines}
        </Link>
        {' · '}
        <Link href="/disputes/new">{t.missingContract}</Link>
      </p>
      <SignDocument document={d} />
    </li>
  );
}

/** In roubles, as the month's statement above it and the document's PDF count (docs/product.md §10.1). */
function Sum({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className="nowrap">{formatRoubles(value)}</dd>
    </div>
  );
}
