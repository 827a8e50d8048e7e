'use client';
// /admin/identity/[id]: the version of a member's document waiting for a decision — the three scans
// side by side (zoom, rotate), the data with what this version changed, the member beside them, the
// decision, the history of versions and decisions, and (admins) who read the documents.
import { SCAN_KINDS, SCAN_KIND_LABELS, formatPhone, type IdentityField, type IdentityReview } from '@cabinet/contracts/client';
import { CardSection } from '@/components/admin/card-section';
import { IDENTITY_FIELDS } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { IntentLink as Link } from '@/components/intent-link/intent-link';

import { Chip } from '@/components/admin/data-table';
import { MemberStatusChip, memberFullName } from '@/components/admin/member';
import { AdminPageHeader } from '@/components/admin/page-header';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { ApiRequestError } from '@/lib/api-client/errors';
import { adminCommon } from '@/components/admin/texts';
import { formatDate, formatDateTime } from '@/lib/format';
import { useOperator } from '@/lib/queries/operator';
import { DECISION_TEXT, FIELD_LABELS, SUBMISSION_TEXT, changesText, identityReviewText as t, identityTitles } from '../texts';
import { identityQueries } from '../queries';
import { AccessLog } from './access-log';
import { DecisionPanel } from './decision-panel';
import { ScanViewer } from './scan-viewer';
import adminStyles from '@/components/admin/admin.module.css';
import styles from './identity.module.css';

const DATES = new Set<IdentityField>(['issuedAt', 'validTo', 'dateOfBirth', 'registrationIssuedAt', 'registrationExpiresAt']);

export function IdentityReviewScreen({ memberId }: { memberId: string }) {
  const review = useQuery(identityQueries.review(memberId));
  const isAdmin = useOperator().data?.operator.role === 'admin';
  const r = review.data;
  return (
    <>
      <p>
        <Link href="/admin/identity">{t.back}</Link>
      </p>
      <AdminPageHeader
        title={r ? t.heading(memberFullName(r.member) || formatPhone(r.member.phone)) : identityTitles.review}
        intro={r ? t.version(r.document.version, formatDateTime(r.document.submittedAt)) : undefined}
        actions={r ? <Chip tone="info">{SUBMISSION_TEXT[r.document.kind]}</Chip> : null}
      />
      <QueryState
        query={review}
        skeleton={<Skeleton height={420} radius="var(--radius-l)" />}
        errorText={review.error instanceof ApiRequestError && review.error.status === 404 ? t.notFound : t.loadError}
        surface="card"
      >
        {r ? (
          <div className={styles.layout}>
            <Scans review={r} />
            <div className={styles.columns}>
              <DocumentData review={r} />
              <div className={styles.side}>
                <DecisionPanel review={r} />
                <MemberFacts member={r.member} />
              </div>
            </div>
            <History versions={r.versions} />
            {isAdmin ? <AccessLog memberId={memberId} /> : null}
          </div>
        ) : null}
      </QueryState>
    </>
  );
}

function Scans({ review }: { review: IdentityReview }) {
  return (
    <CardSection title={t.scans}>
      <div className={styles.scans}>
        {SCAN_KINDS.map((kind) => (
          <ScanViewer
            key={`${kind}-${review.document.scans[kind]?.fileId ?? 'none'}`}
            label={SCAN_KIND_LABELS[kind]}
            scan={review.document.scans[kind]}
            changed={review.document.changes.includes(kind)}
          />
        ))}
      </div>
    </CardSection>
  );
}

function DocumentData({ review }: { review: IdentityReview }) {
  const { data, changes } = review.document;
  return (
    <CardSection title={t.data}>
      <dl className={adminStyles.facts}>
        {IDENTITY_FIELDS.map((field) => {
          const value = data[field];
          return (
            <div key={field} className={styles.fact}>
              <dt>{FIELD_LABELS[field]}</dt>
              <dd>
                <span>{value ? (DATES.has(field) ? formatDate(value) : value) : adminCommon.dash}</span>
                {changes.includes(field) ? <Chip tone="info">{t.changed}</Chip> : null}
              </dd>
            </div>
          );
        })}
      </dl>
    </CardSection>
  );
}

function MemberFacts({ member }: { member: IdentityReview['member'] }) {
  const f = t.memberFields;
  return (
    <CardSection title={t.member}>
      <dl className={adminStyles.facts}>
        <dt>{f.phone}</dt>
        <dd className={styles.nowrap}>{formatPhone(member.phone)}</dd>
        <dt>{f.city}</dt>
        <dd>{member.cityName || adminCommon.dash}</dd>
        <dt>{f.email}</dt>
        <dd>{member.email ?? adminCommon.dash}</dd>
        <dt>{f.employer}</dt>
        <dd>{member.employer || adminCommon.dash}</dd>
        <dt>{f.jobPost}</dt>
        <dd>{member.jobPost || adminCommon.dash}</dd>
        <dt>{f.status}</dt>
        <dd>
          <MemberStatusChip status={member.status} />
        </dd>
        <dt>{f.since}</dt>
        <dd>{formatDate(member.createdAt)}</dd>
      </dl>
      <p>
        <Link href={`/admin/members/${member.id}`}>{t.memberCard}</Link>
      </p>
    </CardSection>
  );
}

function History({ versions }: { versions: IdentityReview['versions'] }) {
  return (
    <CardSection title={t.history}>
      <ol className={styles.versions}>
        {versions.map((v) => (
          <li key={v.version} className={styles.versionItem}>
            <span className={styles.versionHead}>
              {t.versionTitle(v.version)}
              <Chip>{SUBMISSION_TEXT[v.kind]}</Chip>
            </span>
            <p className={styles.muted}>
              {t.submitted(formatDateTime(v.submittedAt))}
              {v.changes.length ? `. ${t.changes(changesText(v.changes))}` : ''}
            </p>
            {v.decision ? (
              <>
                <p className={styles.muted}>
                  <Chip tone={v.decision.decision === 'confirmed' ? 'good' : 'bad'}>{DECISION_TEXT[v.decision.decision]}</Chip>{' '}
                  {v.decision.operator}, {formatDateTime(v.decision.decidedAt)}
                </p>
                {v.decision.comment ? <p className={styles.comment}>{v.decision.comment}</p> : null}
              </>
            ) : (
              <p className={styles.muted}>{t.noDecision}</p>
            )}
          </li>
        ))}
      </ol>
    </CardSection>
  );
}
