'use client';
// /admin/approvals «На подтверждении» (every operator; decision 0060): every request that waits for a
// second admin because it lowers the tax, loosens a control or is money one admin may not create alone
// (decision 0041) — what it does, what changes for members and orders, who asked and when — with a
// link to what it would change and the decisions the signed-in operator may take.
import { APPROVAL_KIND_TEXT, type Approval } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useApprovalDecisions } from '@/components/admin/approval-decisions';
import { CardSection } from '@/components/admin/card-section';
import { DataTable, Notice, type Column } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { adminApprovals } from '@/components/admin/texts';
import { formatDateTime } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { approvalQueries } from '@/lib/queries/approvals';
import { useOperator } from '@/lib/queries/operator';
import { approvalsTexts as t } from '../texts';
import styles from './approvals.module.css';

/** The contract's rule for a refusal's reason, loaded when one is first written (decision 0022). */
const reasonRules = lazyResolver(() => import('../resolvers').then((m) => m.rejectApprovalResolver));

/**
 * Where the request's subject is shown: the member's card (its employment, its balance), the imports,
 * the НДФЛ rules, the targets, the tier tables (and the month's supervisor override rule beside them),
 * the contest, the dispute, the months, the programme's settings, the operators, the withdrawal order.
 */
function subjectHref(a: Approval): string {
  if (a.kind === 'employment' || a.kind === 'adjustment') return `/admin/members/${a.memberId ?? a.subject}`;
  if (a.kind === 'period_close') return '/admin/periods';
  if (a.kind === 'target') return '/admin/targets';
  if (a.kind === 'tiers' || a.kind === 'supervisor_override') return '/admin/tiers';
  if (a.kind === 'contest_prizes') return `/admin/contests/${a.subject}`;
  if (a.kind === 'dispute_credit') return `/admin/disputes/${a.subject}`;
  if (a.kind === 'settings') return '/admin/settings';
  if (a.kind === 'operator_change') return '/admin/operators';
  if (a.kind === 'desk_payout') return `/admin/withdrawals/${a.subject}`;
  if (a.kind === 'partner_key') return '/admin/partner-keys';
  if (a.kind === 'team_supervisor') return '/admin/teams';
  return a.kind === 'import_hold' ? '/admin/imports' : '/admin/tax';
}

export function ApprovalsScreen() {
  const list = useQuery(approvalQueries.pending());
  const isAdmin = useOperator().data?.operator.role === 'admin';
  const decisions = useApprovalDecisions(reasonRules);

  const columns: Column<Approval>[] = [
    {
      key: 'what',
      header: t.columns.what,
      cell: (a) => (
        <div className={styles.what}>
          <span className={styles.kind}>{APPROVAL_KIND_TEXT[a.kind]}</span>
          <span>{a.summary}</span>
          <Link href={subjectHref(a)}>{t.subject[a.kind]}</Link>
        </div>
      ),
    },
    { key: 'effect', header: t.columns.effect, cell: (a) => <span className={styles.effect}>{a.effect || t.noEffect}</span> },
    {
      key: 'who',
      header: t.columns.who,
      cell: (a) => (
        <>
          {decisions.mine(a) ? `${a.madeBy} (${adminApprovals.yours})` : a.madeBy}
          <br />
          <span className={styles.when}>{formatDateTime(a.madeAt)}</span>
        </>
      ),
    },
    {
      key: 'actions',
      header: t.columns.actions,
      cell: (a) => decisions.buttons(a, 'link') ?? <span className={styles.when}>{adminApprovals.adminDecides}</span>,
    },
  ];

  return (
    <>
      <AdminPageHeader title={t.title} intro={isAdmin ? t.intro : t.introOperator} />
      <CardSection title={t.heading}>
        {decisions.notice ? <Notice tone={decisions.notice.tone}>{decisions.notice.text}</Notice> : null}
        <QueryState
          query={list}
          skeleton={<SkeletonRows count={3} height={56} />}
          errorText={t.loadError}
          empty={list.data?.approvals.length === 0 && { title: t.empty }}
        >
          <DataTable
            caption={t.caption}
            columns={columns}
            rows={list.data?.approvals ?? []}
            rowKey={(a) => a.id}
            minWidth={920}
          />
        </QueryState>
        {decisions.dialogs}
      </CardSection>
    </>
  );
}
