'use client';
// /admin/periods «Закрытие месяцев»: the last months with their state, who proposed and who closed
// each, and how the agents sign the documents of a closed one. An admin proposes to close an ended
// month; the proposal waits at the approvals door (decision 0060), where another admin closes the
// month by approving it or rejects it, and its maker may only withdraw it — shown on its row with the
// same buttons as every waiting request. Operators read the list.
import type { Period } from '@cabinet/contracts/client';
import { organiserMissingText, PERIOD_STATUS_TEXT } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useApprovalDecisions } from '@/components/admin/approval-decisions';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Chip, DataTable, Notice, type ChipTone, type Column } from '@/components/admin/data-table';
import { labelled } from '@/components/admin/stacked-label';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { adminCommon } from '@/components/admin/texts';
import { formatDateTime } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { approvalQueries } from '@/lib/queries/approvals';
import { useOperator } from '@/lib/queries/operator';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { periodQueries, requestPeriodClose } from '../queries';
import { periodsTexts as t } from '../texts';
import styles from './periods.module.css';

/** The contract's rule for a refusal's reason, loaded when one is first written (decision 0022). */
const reasonRules = lazyResolver(() => import('../resolvers').then((m) => m.rejectApprovalResolver));

const STATUS_TONE: Record<Period['status'], ChipTone> = { open: 'neutral', pending: 'warn', closed: 'good' };

/** Who proposed to close the month and who closed it, each with the Moscow time: a line each. */
function whoText(p: Period, self: string | undefined): ReactNode {
  const line = (label: string, who: string | null, at: string | null, yours: boolean) =>
    who === null || at === null ? null : (
      <span className={styles.who}>
        {label} {yours ? `${who} (${t.yours})` : who}, <span className="nowrap">{formatDateTime(at)}</span>
      </span>
    );
  const requested = line(t.requestedBy, p.requestedBy, p.requestedAt, p.status === 'pending' && p.requestedBy === self);
  const closed = line(t.closedBy, p.closedBy, p.closedAt, false);
  return requested || closed ? (
    <>
      {requested}
      {closed}
    </>
  ) : null;
}

function documentsText(p: Period): string {
  if (p.status !== 'closed') return adminCommon.dash;
  if (p.preparing) return t.preparing(p.documents);
  return p.documents === 0 ? t.noDocuments : t.documents(p.signed, p.documents, p.accepted);
}

export function PeriodsScreen() {
  // While a closed month's documents are being made, the list asks again every few seconds.
  const list = useQuery({
    ...periodQueries.list(),
    refetchInterval: (query) => (query.state.data?.periods.some((p) => p.preparing) ? 3000 : false),
  });
  // Without the organiser's requisites no month may be closed (docs/product.md §12c): the screen
  // says so before anyone presses, and offers no proposal or approval until they are set.
  const organiserMissing = list.data?.organiserMissing ?? [];
  const blocked = organiserMissing.length > 0;
  const operator = useOperator().data?.operator;
  const isAdmin = operator?.role === 'admin';
  const [asked, setAsked] = useState<Period | null>(null);
  const propose = useAdminAction({
    mutationFn: (period: Period) => requestPeriodClose(period.month),
    invalidates: [periodQueries.list().queryKey, approvalQueries.all()],
    fallback: t.failed,
  });
  const decisions = useApprovalDecisions(reasonRules);

  const actions = (p: Period): ReactNode => {
    if (p.status === 'closed') return null;
    if (p.status === 'open') {
      return p.ended ? (
        <Button type="button" variant="primary" disabled={propose.isPending || blocked} onClick={() => setAsked(p)}>
          {t.close}
        </Button>
      ) : (
        <span className={styles.muted}>{t.notEnded}</span>
      );
    }
    if (!p.approval) return null;
    return (
      <div className={styles.decision}>
        {decisions.mine(p.approval) ? <span className={styles.muted}>{t.waitsForSecond}</span> : null}
        {decisions.buttons(p.approval, 'button', { approveBlocked: blocked })}
      </div>
    );
  };

  const c = t.columns;
  const columns: Column<Period>[] = [
    { key: 'month', header: c.month, cell: (p) => <span className={styles.month}>{p.title}</span> },
    {
      key: 'status',
      header: c.status,
      cell: (p) => labelled(c.status, <Chip tone={STATUS_TONE[p.status]}>{PERIOD_STATUS_TEXT[p.status]}</Chip>),
    },
    { key: 'who', header: c.who, cell: (p) => whoText(p, operator?.email) ?? labelled(c.who, adminCommon.dash) },
    { key: 'documents', header: c.documents, cell: (p) => labelled(c.documents, documentsText(p)) },
    ...(isAdmin ? [{ key: 'actions', header: c.actions, cell: actions }] : []),
  ];

  return (
    <>
      <AdminPageHeader title={t.title} intro={operator === undefined ? undefined : isAdmin ? t.intro : t.readOnly} />
      <Card aria-label={t.title}>
        {blocked ? <Notice tone="bad">{organiserMissingText(organiserMissing)}</Notice> : null}
        {propose.refusal ? <Notice tone="bad">{propose.refusal}</Notice> : null}
        {propose.isSuccess ? <Notice tone="good">{t.requested(propose.variables.title)}</Notice> : null}
        {decisions.notice ? <Notice tone={decisions.notice.tone}>{decisions.notice.text}</Notice> : null}
        <QueryState
          query={list}
          skeleton={<SkeletonRows count={6} height={44} />}
          errorText={t.loadError}
          empty={list.data?.periods.length === 0 && { title: t.empty }}
        >
          <div className={styles.periods}>
            <DataTable caption={t.caption} columns={columns} rows={list.data?.periods ?? []} rowKey={(p) => p.month} />
          </div>
        </QueryState>
      </Card>
      <ConfirmDialog
        open={asked !== null}
        title={asked ? t.closeTitle(asked.title) : ''}
        text={t.closeText}
        confirmLabel={t.proposal}
        onConfirm={() => {
          if (asked) propose.mutate(asked);
          setAsked(null);
        }}
        onCancel={() => setAsked(null)}
      />
      {decisions.dialogs}
    </>
  );
}
