'use client';
// /admin/periods «Закрытие месяцев»: the last months with their state, who proposed and who closed
// each, and how the agents sign the documents of a closed one. An admin proposes to close an ended
// month; another admin closes it or rejects the proposal, its maker may only withdraw it (the
// maker–checker of decision 0029). Operators read the list.
import type { Period } from '@cabinet/contracts/client';
import { organiserMissingText, PERIOD_STATUS_TEXT } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Chip, DataTable, Notice, type ChipTone, type Column } from '@/components/admin/data-table';
import { DecisionButtons } from '@/components/admin/decision-buttons';
import { labelled } from '@/components/admin/stacked-label';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { adminCommon } from '@/lib/admin-messages';
import { formatDateTime } from '@/lib/format';
import { useOperator } from '@/lib/queries/operator';
import { approvePeriodClose, periodQueries, rejectPeriodClose, requestPeriodClose } from '../queries';
import { periodsTexts as t } from '../texts';
import styles from './periods.module.css';

type Decision = 'close' | 'approve' | 'reject' | 'withdraw';
/** The decisions asked again in a dialog, which says what closing the month does. */
type Asked = { decision: 'close' | 'approve'; period: Period } | null;

const STATUS_TONE: Record<Period['status'], ChipTone> = { open: 'neutral', pending: 'warn', closed: 'good' };

const DONE: Record<Decision, (title: string) => string> = {
  close: t.requested,
  approve: t.approved,
  reject: t.rejected,
  withdraw: t.withdrawn,
};

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
  // says so before anyone presses, and offers no close or approval until they are set.
  const organiserMissing = list.data?.organiserMissing ?? [];
  const blocked = organiserMissing.length > 0;
  const operator = useOperator().data?.operator;
  const isAdmin = operator?.role === 'admin';
  const self = operator?.email;
  const [asked, setAsked] = useState<Asked>(null);
  const decide = useAdminAction({
    mutationFn: ({ decision, period }: { decision: Decision; period: Period }) => {
      if (decision === 'close') return requestPeriodClose(period.month);
      if (decision === 'approve') return approvePeriodClose(period.month);
      return rejectPeriodClose(period.month);
    },
    invalidates: [periodQueries.list().queryKey],
    fallback: t.failed,
  });

  const actions = (p: Period): ReactNode => {
    if (p.status === 'closed') return null;
    if (p.status === 'open') {
      return p.ended ? (
        <button
          type="button"
          className="button button-primary"
          disabled={decide.isPending || blocked}
          onClick={() => setAsked({ decision: 'close', period: p })}
        >
          {t.close}
        </button>
      ) : (
        <span className={styles.muted}>{t.notEnded}</span>
      );
    }
    const mine = p.requestedBy === self;
    return (
      <div className={styles.decision}>
        {mine ? <span className={styles.muted}>{t.waitsForSecond}</span> : null}
        <DecisionButtons
          className="button-row"
          look="button"
          mine={mine}
          busy={decide.isPending}
          approveBlocked={blocked}
          decide={(approve) =>
            approve
              ? setAsked({ decision: 'approve', period: p })
              : decide.mutate({ decision: mine ? 'withdraw' : 'reject', period: p })
          }
          texts={t}
        />
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
    { key: 'who', header: c.who, cell: (p) => whoText(p, self) ?? labelled(c.who, adminCommon.dash) },
    { key: 'documents', header: c.documents, cell: (p) => labelled(c.documents, documentsText(p)) },
    ...(isAdmin ? [{ key: 'actions', header: c.actions, cell: actions }] : []),
  ];

  const confirm = () => {
    if (asked) decide.mutate(asked);
    setAsked(null);
  };

  return (
    <>
      <AdminPageHeader title={t.title} intro={operator === undefined ? undefined : isAdmin ? t.intro : t.readOnly} />
      <section className="card" aria-label={t.title}>
        {blocked ? <Notice tone="bad">{organiserMissingText(organiserMissing)}</Notice> : null}
        {decide.refusal ? <Notice tone="bad">{decide.refusal}</Notice> : null}
        {decide.isSuccess ? <Notice tone="good">{DONE[decide.variables.decision](decide.variables.period.title)}</Notice> : null}
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
      </section>
      <ConfirmDialog
        open={asked !== null}
        title={asked ? (asked.decision === 'close' ? t.closeTitle : t.approveTitle)(asked.period.title) : ''}
        text={asked?.decision === 'close' ? t.closeText : t.approveText}
        confirmLabel={asked?.decision === 'close' ? t.proposal : t.approve}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}
