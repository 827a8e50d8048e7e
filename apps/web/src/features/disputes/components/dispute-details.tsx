'use client';
// One dispute: its status, what is disputed and why, the files, the answers, the dates promised and
// kept, and what was credited. While the operator waits for the member, the reply form; while it is
// open, «Приложить файл»; once decided, nothing more can be added.
import { DISPUTE_OPEN_STATUSES, DISPUTE_REASON_TEXT, type Dispute } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { recordFrame } from '@/components/query-state/record-frame';
import { Skeleton } from '@/components/skeleton/skeleton';
import { formatDate, formatDateTime, formatPoints, formatSignedPoints } from '@/lib/format';
import { Card, CardTitle } from '@/components/ui/card';
import { Stack } from '@/components/ui/stack';
import { ButtonLink } from '@/components/ui/button';
import { ButtonRow } from '@/components/ui/button-row';
import { disputesTexts as t } from '../texts';
import { disputeQueries } from '../queries';
import { AddFile } from './add-file';
import { DisputeAnswers } from './dispute-answers';
import { DisputeFiles } from './dispute-files';
import { DisputeStatusBadge } from './dispute-status';
import { ReplyForm } from './reply-form';
import facts from '@/components/facts/facts.module.css';
import styles from './disputes.module.css';

interface DisputeDetailsProps {
  /** null: the address names no dispute (answered as a missing one). */
  id: number | null;
  /** Files the new dispute's form could not send (its page says so once). */
  filesFailed?: number;
}

export function DisputeDetails({ id, filesFailed = 0 }: DisputeDetailsProps) {
  const query = useQuery({ ...disputeQueries.one(id ?? 0), enabled: id !== null });
  const [replied, setReplied] = useState(false);

  const frame = recordFrame(query, {
    missing: id === null,
    texts: t,
    backHref: '/disputes',
    surface: 'card',
    skeleton: (
      <Card as="div" className={styles.panel} aria-busy="true">
        <Skeleton height={32} width="50%" />
        <Skeleton height={80} />
        <Skeleton height={120} />
      </Card>
    ),
  });
  if (frame || !query.data) return frame;

  const dispute = query.data;
  const open = DISPUTE_OPEN_STATUSES.includes(dispute.status);
  return (
    <Stack>
      <Card className={styles.panel} aria-labelledby="dispute-what">
        <div className={styles.panelHead}>
          <CardTitle as="h2" id="dispute-what">
            {t.number(dispute.id)}
          </CardTitle>
          <DisputeStatusBadge status={dispute.status} />
        </div>
        {filesFailed > 0 ? (
          <p className={styles.warning} role="alert">
            {t.filesLeft(filesFailed)}
          </p>
        ) : null}
        {replied ? (
          <p className={styles.notice} role="status">
            {t.replied}
          </p>
        ) : null}
        <Subject dispute={dispute} />
        <dl className={`${facts.facts} ${facts.columns}`}>
          {dispute.reason ? (
            <div>
              <dt>{t.reason}</dt>
              <dd>{DISPUTE_REASON_TEXT[dispute.reason]}</dd>
            </div>
          ) : null}
          <div className={styles.factWide}>
            <dt>{t.comment}</dt>
            <dd className={styles.prose}>{dispute.comment || t.noComment}</dd>
          </div>
        </dl>
      </Card>

      <Card className={styles.panel} aria-labelledby="dispute-answers">
        <CardTitle as="h2" id="dispute-answers">
          {t.answers}
        </CardTitle>
        <DisputeAnswers answers={dispute.answers} />
      </Card>

      {/* The question first, then the reply to it. */}
      {dispute.status === 'need_info' ? <ReplyForm dispute={dispute} onReplied={() => setReplied(true)} /> : null}

      <Card className={styles.panel} aria-labelledby="dispute-files">
        <CardTitle as="h2" id="dispute-files">
          {t.files}
        </CardTitle>
        <DisputeFiles files={dispute.files} />
        {open ? <AddFile dispute={dispute} /> : <p className={styles.muted}>{t.closed}</p>}
      </Card>

      <Card className={styles.panel} aria-labelledby="dispute-dates">
        <CardTitle as="h2" id="dispute-dates">
          {t.dates}
        </CardTitle>
        <Dates dispute={dispute} />
      </Card>

      <ButtonRow wrap>
        <ButtonLink href="/disputes" variant="secondary">
          {t.back}
        </ButtonLink>
      </ButtonRow>
    </Stack>
  );
}

/** The disputed line as it was when disputed, or the contract the member says is missing. */
function Subject({ dispute }: { dispute: Dispute }) {
  if (dispute.entry) {
    const entry = dispute.entry;
    return (
      <Stack gap={3}>
        <h3 className={styles.subTitle}>{t.line}</h3>
        <dl className={`${facts.facts} ${facts.columns}`}>
          <div>
            <dt>{t.lineFields.title}</dt>
            <dd>
              <Link href={`/balance/${entry.id}`}>{entry.title}</Link>
            </dd>
          </div>
          <div>
            <dt>{t.lineFields.amount}</dt>
            <dd className="nowrap">{formatSignedPoints(entry.amount)}</dd>
          </div>
          <div>
            <dt>{t.lineFields.date}</dt>
            <dd>{formatDateTime(entry.date)}</dd>
          </div>
          {entry.contractNumber ? (
            <div>
              <dt>{t.lineFields.contract}</dt>
              <dd>{t.contractNo(entry.contractNumber)}</dd>
            </div>
          ) : null}
        </dl>
      </Stack>
    );
  }
  if (!dispute.contract) return null;
  return (
    <Stack gap={3}>
      <h3 className={styles.subTitle}>{t.contract}</h3>
      <dl className={`${facts.facts} ${facts.columns}`}>
        <div>
          <dt>{t.contractFields.number}</dt>
          <dd>{t.contractNo(dispute.contract.number)}</dd>
        </div>
        <div>
          <dt>{t.contractFields.date}</dt>
          <dd>{formatDate(dispute.contract.date)}</dd>
        </div>
        <div className={styles.factWide}>
          <dt>{t.contractFields.subscriber}</dt>
          <dd>{dispute.contract.subscriber}</dd>
        </div>
      </dl>
      {dispute.matchedAt ? <p className={styles.notice}>{t.matchedAt(formatDateTime(dispute.matchedAt))}</p> : null}
    </Stack>
  );
}

/** What was promised and what was kept: the first answer, the decision, the credit. */
function Dates({ dispute }: { dispute: Dispute }) {
  const rows: [string, string, string?][] = [
    [t.dateFields.created, formatDateTime(dispute.createdAt)],
    [t.dateFields.firstAnswerDue, formatDateTime(dispute.firstAnswerDue)],
    ...(dispute.firstAnsweredAt
      ? [[t.dateFields.firstAnsweredAt, formatDateTime(dispute.firstAnsweredAt)] as [string, string]]
      : []),
    [t.dateFields.resolveDue, formatDateTime(dispute.resolveDue)],
    ...(dispute.resolvedAt ? [[t.dateFields.resolvedAt, formatDateTime(dispute.resolvedAt)] as [string, string]] : []),
    ...(dispute.status === 'credited' && dispute.creditedAmount !== null
      ? [[t.dateFields.credited, formatPoints(dispute.creditedAmount), 'dispute-credited'] as [string, string, string]]
      : []),
  ];
  return (
    <dl className={`${facts.facts} ${facts.columns}`}>
      {rows.map(([label, value, testId]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className="nowrap" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
