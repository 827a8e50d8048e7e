'use client';
// /admin/disputes/[id]: one dispute — what is disputed (the history line, or the contract the member
// says is missing and when an import brought it), the member's reason, comment and files, the answers
// with who gave them, the promised dates — and beside it the member and the decision.
import { adminDisputeFileRoute, formatPhone, refPath, type AdminDispute } from '@cabinet/contracts/client';
import { DISPUTE_REASON_TEXT } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import adminStyles from '@/components/admin/admin.module.css';
import { CardSection } from '@/components/admin/card-section';
import { AdminPageHeader } from '@/components/admin/page-header';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { ApiRequestError } from '@/lib/api-client/errors';
import { formatDate, formatDateTime, formatPoints, formatSignedPoints } from '@/lib/format';
import { CardTitle } from '@/components/ui/card';
import { disputeQueueText, disputeText as t, disputeTitles } from '../texts';
import { disputeQueries } from '../queries';
import { DecisionPanel } from './decision-panel';
import { DisputeStatusChip, DueDate } from './dispute-parts';
import styles from './disputes.module.css';

export function DisputeScreen({ disputeId }: { disputeId: number }) {
  const query = useQuery(disputeQueries.dispute(disputeId));
  const d = query.data;
  return (
    <>
      <p>
        <Link href="/admin/disputes">{t.back}</Link>
      </p>
      <AdminPageHeader
        title={d ? t.heading(d.id) : disputeTitles.dispute}
        intro={d ? t.created(formatDateTime(d.createdAt)) : undefined}
        actions={d ? <DisputeStatusChip status={d.status} /> : null}
      />
      <QueryState
        query={query}
        skeleton={<Skeleton height={420} radius="var(--radius-l)" />}
        errorText={query.error instanceof ApiRequestError && query.error.status === 404 ? t.notFound : t.loadError}
        surface="card"
      >
        {d ? (
          <div className={styles.layout}>
            <div className={styles.column}>
              <Disputed dispute={d} />
              <Claim dispute={d} />
              <Answers dispute={d} />
            </div>
            <div className={styles.column}>
              <DecisionPanel dispute={d} />
              <Dates dispute={d} />
              <Member dispute={d} />
            </div>
          </div>
        ) : null}
      </QueryState>
    </>
  );
}

function Disputed({ dispute: d }: { dispute: AdminDispute }) {
  if (d.entry) {
    const f = t.lineFields;
    return (
      <CardSection title={t.line}>
        <dl className={adminStyles.facts}>
          <dt>{f.title}</dt>
          <dd>{d.entry.title}</dd>
          <dt>{f.date}</dt>
          <dd>{formatDateTime(d.entry.date)}</dd>
          <dt>{f.amount}</dt>
          <dd className={styles.nowrap}>{formatSignedPoints(d.entry.amount)}</dd>
          {d.entry.contractNumber ? (
            <>
              <dt>{f.contract}</dt>
              <dd>{t.contract(d.entry.contractNumber)}</dd>
            </>
          ) : null}
        </dl>
      </CardSection>
    );
  }
  const f = t.contractFields;
  return (
    <CardSection title={t.missingContract}>
      {d.contract ? (
        <dl className={adminStyles.facts}>
          <dt>{f.number}</dt>
          <dd>{d.contract.number}</dd>
          <dt>{f.date}</dt>
          <dd>{formatDate(d.contract.date)}</dd>
          <dt>{f.subscriber}</dt>
          <dd>{d.contract.subscriber}</dd>
          <dt>{f.matched}</dt>
          <dd>{d.matchedAt ? t.matchedAt(formatDateTime(d.matchedAt)) : t.notMatched}</dd>
        </dl>
      ) : null}
    </CardSection>
  );
}

function Claim({ dispute: d }: { dispute: AdminDispute }) {
  return (
    <CardSection title={t.claim}>
      <dl className={adminStyles.facts}>
        {d.reason ? (
          <>
            <dt>{t.reason}</dt>
            <dd>{DISPUTE_REASON_TEXT[d.reason]}</dd>
          </>
        ) : null}
        <dt>{t.comment}</dt>
        <dd className={styles.text}>{d.comment || t.noComment}</dd>
      </dl>
      <CardTitle as="h3">{t.files}</CardTitle>
      <Files dispute={d} />
    </CardSection>
  );
}

function Files({ dispute: d }: { dispute: AdminDispute }) {
  if (d.files.length === 0) return <p className={styles.muted}>{t.noFiles}</p>;
  return (
    <ul className={styles.files}>
      {d.files.map((file, i) => {
        // The back office's own route for the bytes, whatever address the answer gives.
        const href = refPath(adminDisputeFileRoute, { id: d.id, fileId: file.id });
        return (
          <li key={file.id} className={styles.file}>
            <a href={href} target="_blank" rel="noopener" aria-label={t.openFile(i + 1)}>
              {file.mime.startsWith('image/') ? (
                // An operator's reading behind the operator's cookie: the image optimizer cannot fetch it.
                // eslint-disable-next-line @next/next/no-img-element
                <img className={styles.preview} src={href} alt={t.file(i + 1)} loading="lazy" />
              ) : (
                <span className={styles.pdf}>{t.pdf(i + 1)}</span>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function Answers({ dispute: d }: { dispute: AdminDispute }) {
  return (
    <CardSection title={t.answers}>
      {d.answers.length === 0 ? (
        <p className={styles.muted}>{t.noAnswers}</p>
      ) : (
        <ol className={styles.thread}>
          {d.answers.map((a, i) => (
            <li key={`${a.at}-${i}`} className={styles.answer} data-author={a.author}>
              <span className={styles.answerHead}>
                <span>{a.author === 'member' ? t.member : a.author === 'system' ? t.system : d.answeredBy[i] || t.operator}</span>
                <time dateTime={a.at}>{formatDateTime(a.at)}</time>
                {a.status ? <DisputeStatusChip status={a.status} /> : null}
              </span>
              <p className={styles.text}>{a.text}</p>
            </li>
          ))}
        </ol>
      )}
    </CardSection>
  );
}

function Dates({ dispute: d }: { dispute: AdminDispute }) {
  const f = t.dateFields;
  return (
    <CardSection title={t.dates}>
      <dl className={adminStyles.facts}>
        <dt>{f.created}</dt>
        <dd>{formatDateTime(d.createdAt)}</dd>
        <dt>{f.firstAnswerDue}</dt>
        <dd className={styles.stacked}>
          <DueDate at={d.firstAnswerDue} late={d.answerLate} />
          {d.firstAnsweredAt ? <span className={styles.muted}>{t.answeredAt(formatDateTime(d.firstAnsweredAt))}</span> : null}
        </dd>
        <dt>{f.resolveDue}</dt>
        <dd className={styles.stacked}>
          <DueDate at={d.resolveDue} late={d.decisionLate} />
          {d.resolvedAt ? <span className={styles.muted}>{t.resolvedAt(formatDateTime(d.resolvedAt))}</span> : null}
        </dd>
        {d.creditedAmount !== null ? (
          <>
            <dt>{f.credited}</dt>
            <dd className={styles.nowrap}>{formatPoints(d.creditedAmount)}</dd>
          </>
        ) : null}
      </dl>
    </CardSection>
  );
}

function Member({ dispute: d }: { dispute: AdminDispute }) {
  const f = t.memberFields;
  return (
    <CardSection title={t.member}>
      <dl className={adminStyles.facts}>
        <dt>{f.name}</dt>
        <dd>{d.memberName || disputeQueueText.noName}</dd>
        <dt>{f.phone}</dt>
        <dd className={styles.nowrap}>{formatPhone(d.memberPhone)}</dd>
      </dl>
      <p>
        <Link href={`/admin/members/${d.memberId}`}>{t.memberCard}</Link>
      </p>
    </CardSection>
  );
}
