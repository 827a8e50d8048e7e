'use client';
// /admin/targets/dealers «Цели дилеров» (every operator reads, admins change; decision 0067): the
// month kept in the URL (`?month=2026-12`, this month without it), and for each dealer a table of the
// tree — the dealer, its points of sale, their teams and the teams' agents — with each one's own
// target, the sum of the level below, the three months before and the month so far, and «вручную» on
// a share set by hand. An admin sets a dealer's target, sets a share by hand or un-fixes it; a closed
// month is shown read-only.
import { formatPhone, lazy, type TargetCascadeDealer } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState, useTransition } from 'react';
import adminStyles from '@/components/admin/admin.module.css';
import { Chip, DataTable, Notice, type Column } from '@/components/admin/data-table';
import { MonthSelect } from '@/components/admin/month-select';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { formatDate, formatMonth, moscowDay } from '@/lib/format';
import { monthOfAddress } from '@/lib/month-options';
import { useOperator } from '@/lib/queries/operator';
import { cascadeQueries, unfixShare } from '../queries';
import { rowsOf, type CascadeTableRow } from '../rows';
import { cascadeTexts as t } from '../texts';
import styles from './cascade.module.css';
import { rowName, SHARE_LEVEL, TargetDialog } from './target-dialog';

/** The months offered: a year back (closed ones read-only) and three ahead, set up in advance. */
const MONTHS_AHEAD = 3;
const MONTHS_BACK = 12;

const count = lazy(() => new Intl.NumberFormat('ru-RU'));
const num = (n: number) => count().format(n);

interface RowActions {
  edit: (row: CascadeTableRow) => void;
  unfix: (row: CascadeTableRow) => void;
  busy: boolean;
}

function nameCell(row: CascadeTableRow) {
  return (
    <span className={styles.name} data-level={row.level}>
      <span className={adminStyles.cellNote}>{t.levels[row.level]}</span>
      <strong>{rowName(row)}</strong>
      {row.level === 'agent' && row.name && row.phone ? (
        <span className={adminStyles.cellNote}>{formatPhone(row.phone)}</span>
      ) : null}
      {row.byHand ? <Chip tone="info">{t.byHand}</Chip> : null}
    </span>
  );
}

function belowCell(row: CascadeTableRow) {
  if (row.below === undefined || row.below === null) return t.none;
  const unallocated = row.target === null ? 0 : row.target - row.below;
  return (
    <span className={adminStyles.cellLines}>
      {num(row.below)}
      {unallocated > 0 ? <span className={adminStyles.cellNote}>{t.belowDiffers(unallocated)}</span> : null}
    </span>
  );
}

function actionCell(row: CascadeTableRow, actions: RowActions) {
  if (row.level === 'dealer') {
    return (
      <Button type="button" variant="secondary" aria-label={t.setDealerLabel(row.name)} onClick={() => actions.edit(row)}>
        {t.setDealer}
      </Button>
    );
  }
  // A share is split from its parent's target: without one there is nothing to set it from.
  if (row.left === null) return null;
  return (
    <div className={adminStyles.actions}>
      <Button type="button" variant="secondary" aria-label={t.editLabel(rowName(row))} onClick={() => actions.edit(row)}>
        {t.edit}
      </Button>
      {row.byHand ? (
        <Button
          type="button"
          variant="secondary"
          aria-label={t.unfixLabel(rowName(row))}
          disabled={actions.busy}
          onClick={() => actions.unfix(row)}
        >
          {t.unfix}
        </Button>
      ) : null}
    </div>
  );
}

function DealerTable({ dealer, actions }: { dealer: TargetCascadeDealer; actions: RowActions | null }) {
  const columns: Column<CascadeTableRow>[] = [
    { key: 'name', header: t.columns.name, cell: nameCell },
    {
      key: 'target',
      header: t.columns.target,
      align: 'end',
      cell: (row) => (row.target === null ? <span className={adminStyles.cellNote}>{t.noTarget}</span> : num(row.target)),
    },
    { key: 'below', header: t.columns.below, align: 'end', cell: belowCell },
    { key: 'history', header: t.columns.history, align: 'end', cell: (row) => num(row.history) },
    { key: 'done', header: t.columns.done, align: 'end', cell: (row) => num(row.done) },
    ...(actions ? [{ key: 'action', header: t.columns.action, cell: (row: CascadeTableRow) => actionCell(row, actions) }] : []),
  ];
  return (
    <section className={styles.dealer} aria-labelledby={`cascade-dealer-${dealer.id}`}>
      <h3 id={`cascade-dealer-${dealer.id}`} className={styles.dealerName}>
        {dealer.name}
      </h3>
      {dealer.points.length === 0 ? <p className={adminStyles.cellNote}>{t.noPoints}</p> : null}
      <DataTable
        caption={t.caption(dealer.name)}
        columns={columns}
        rows={rowsOf(dealer)}
        rowKey={(row) => row.key}
        minWidth={760}
      />
    </section>
  );
}

export function CascadeScreen() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const [, startMoving] = useTransition();
  const [thisMonth] = useState(() => moscowDay().slice(0, 7));
  const asked = monthOfAddress(params.get('month')) ?? '';
  const tree = useQuery(cascadeQueries.month(asked));
  const isAdmin = useOperator().data?.operator.role === 'admin';
  const month = tree.data?.month ?? (asked || thisMonth);
  const [editing, setEditing] = useState<CascadeTableRow | null>(null);
  const [saved, setSaved] = useState(false);
  const unfix = useAdminAction({
    mutationFn: (row: CascadeTableRow) => unfixShare(SHARE_LEVEL[row.level as keyof typeof SHARE_LEVEL], row.id, month),
    fallback: t.failed,
    invalidates: [cascadeQueries.all],
    onSuccess: () => setSaved(true),
  });
  const actions: RowActions | null =
    isAdmin && tree.data?.editable === true
      ? {
          edit: (row) => {
            setSaved(false);
            setEditing(row);
          },
          unfix: (row) => {
            setSaved(false);
            unfix.mutate(row);
          },
          busy: unfix.isPending,
        }
      : null;

  const go = (value: string) => {
    setSaved(false);
    unfix.reset();
    startMoving(() => router.push(`${pathname}?month=${value}`, { scroll: false }));
  };

  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <Card aria-labelledby="cascade-heading" className={adminStyles.list}>
        <CardTitle as="h2" id="cascade-heading">
          {t.treeHeading(formatMonth(month))}
        </CardTitle>
        <div className={styles.head}>
          <MonthSelect
            label={t.month}
            value={month}
            onChange={go}
            thisMonth={thisMonth}
            ahead={MONTHS_AHEAD}
            back={MONTHS_BACK}
          />
          {tree.data ? (
            <p className={adminStyles.cellNote}>
              {t.basis(formatMonth(tree.data.historyFrom), formatMonth(tree.data.historyTo), formatDate(tree.data.agentsOn))}
              {tree.data.closed ? ` ${t.closed}` : tree.data.editable ? '' : ` ${t.past}`}
            </p>
          ) : null}
        </div>
        {saved ? <Notice tone="good">{t.saved}</Notice> : null}
        {unfix.refusal ? <Notice tone="bad">{unfix.refusal}</Notice> : null}
        <QueryState
          query={tree}
          skeleton={<SkeletonRows count={4} height={48} />}
          errorText={t.loadError}
          empty={tree.data?.dealers.length === 0 && { title: t.empty }}
        >
          {tree.data?.dealers.map((dealer) => (
            <DealerTable key={dealer.id} dealer={dealer} actions={actions} />
          ))}
        </QueryState>
      </Card>
      <TargetDialog
        row={editing}
        month={month}
        onDone={() => {
          setEditing(null);
          setSaved(true);
        }}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
