'use client';
// /admin/withdrawals: the queue of withdrawal requests with risk flags, filters, search and paging;
// the payments awaiting a second operator; selected orders paid together after a confirmation.
import {
  accountDescription,
  cardDescription,
  type DeskBatchResult,
  type DeskFlag,
  type DeskOrder,
  formatPhone,
} from '@cabinet/contracts/client';
import { DESK_FLAGS, DESK_STATUSES } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Chip, Notice, type Column } from '@/components/admin/data-table';
import { optionsOf } from '@/components/admin/list-page/filter-bar';
import { ListPage } from '@/components/admin/list-page/list-page';
import { useListPage } from '@/components/admin/list-page/use-list-url';
import { lazyModule } from '@/lib/lazy-resolver';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { adminCommon } from '@/components/admin/texts';
import { formatDateTime, formatPoints } from '@/lib/format';
import { approvalQueries } from '@/lib/queries/approvals';
import { Card, CardTitle } from '@/components/ui/card';
import { ButtonRow } from '@/components/ui/button-row';
import { Button } from '@/components/ui/button';
import { deskQueueText as t } from '../texts';
import { DESK_KEY, deskQueries, payBatch } from '../queries';
import type { deskQueueList } from '../list';
import { StatusChip } from './status-chip';

/** The list route's query schema, loaded when the filter bar first checks a filter. */
const filterSchema = lazyModule(() => import('../list').then((m) => m.deskQueueList.schema));

const FLAG_TONE: Record<DeskFlag, 'warn' | 'bad' | 'info'> = {
  first_withdrawal: 'info',
  foreign_phone: 'bad',
  unusual_amount: 'bad',
  frequent: 'warn',
  fresh_identity: 'warn',
};

export function FlagChips({ flags }: { flags: readonly DeskFlag[] }) {
  if (flags.length === 0) return <>{adminCommon.dash}</>;
  return (
    <span style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      {flags.map((f) => (
        <Chip key={f} tone={FLAG_TONE[f]}>
          {DESK_FLAGS[f]}
        </Chip>
      ))}
    </span>
  );
}

function columns(selection: { selected: Set<number>; toggle: (id: number) => void } | null): Column<DeskOrder>[] {
  const list: Column<DeskOrder>[] = [
    {
      key: 'order',
      header: t.columns.order,
      cell: (o) => <Link href={`/admin/withdrawals/${o.id}`}>№&nbsp;{o.id}</Link>,
    },
    { key: 'created', header: t.columns.created, cell: (o) => formatDateTime(o.createdAt) },
    {
      key: 'member',
      header: t.columns.member,
      cell: (o) => (
        <>
          {o.member.name || t.noName}
          <br />
          <span className="nowrap">{formatPhone(o.member.phone)}</span>
        </>
      ),
    },
    { key: 'amount', header: t.columns.amount, align: 'end', cell: (o) => formatPoints(o.amount) },
    {
      key: 'bank',
      header: t.columns.bank,
      cell: (o) =>
        o.card ? (
          <>
            {t.card}
            <br />
            <span className="nowrap">{cardDescription(o.card)}</span>
          </>
        ) : o.account ? (
          <>
            {t.account}
            <br />
            <span className="nowrap">{accountDescription(o.account)}</span>
          </>
        ) : (
          <>
            {o.bank?.name}
            <br />
            <span className="nowrap">{formatPhone(o.sbpPhone ?? '')}</span>
          </>
        ),
    },
    { key: 'identity', header: t.columns.identity, cell: (o) => o.member.identityStatusText },
    { key: 'previous', header: t.columns.previous, cell: (o) => t.previous(o.previousPayouts.count, o.previousPayouts.sum) },
    { key: 'flags', header: t.columns.flags, cell: (o) => <FlagChips flags={o.flags} /> },
    { key: 'status', header: t.columns.status, cell: (o) => <StatusChip status={o.status} text={o.statusText} /> },
  ];
  if (!selection) return list;
  return [
    {
      key: 'select',
      header: '',
      cell: (o) =>
        o.status === 'pending' ? (
          <input
            type="checkbox"
            aria-label={t.select(o.id)}
            checked={selection.selected.has(o.id)}
            onChange={() => selection.toggle(o.id)}
          />
        ) : null,
    },
    ...list,
  ];
}

export function QueueScreen() {
  const id = useId();
  const list = useListPage<typeof deskQueueList>(deskQueries.queue);
  const page = list.page;
  const [selected, setSelected] = useState<Map<number, number>>(new Map());
  const [confirming, setConfirming] = useState(false);
  // The first page of those awaiting a second operator, at the route's own page size.
  const approvals = useQuery(deskQueries.queue({ status: 'awaiting_approval' }));
  const pay = useAdminAction({
    mutationFn: (orderIds: number[]) => payBatch(orderIds),
    onSuccess: () => setSelected(new Map()),
    // A large payment among them waits at the approvals door.
    invalidates: [DESK_KEY, approvalQueries.all()],
  });

  const toggle = (orderId: number) => {
    const next = new Map(selected);
    const order = page.data?.orders.find((o) => o.id === orderId);
    if (next.has(orderId)) next.delete(orderId);
    else if (order) next.set(orderId, order.amount);
    setSelected(next);
  };
  const pendingOnPage = (page.data?.orders ?? []).filter((o) => o.status === 'pending');
  const allSelected = pendingOnPage.length > 0 && pendingOnPage.every((o) => selected.has(o.id));
  const sum = [...selected.values()].reduce((a, b) => a + b, 0);

  const results = pay.data?.results;
  const count = (outcome: DeskBatchResult['outcome']) => results?.filter((r) => r.outcome === outcome).length ?? 0;
  const waiting = approvals.data?.orders ?? [];

  return (
    <>
      <AdminPageHeader title={t.heading} intro={t.intro} />
      {waiting.length > 0 ? (
        <Card aria-labelledby={`${id}-approvals`} style={{ marginBottom: 16 }}>
          <CardTitle as="h2" id={`${id}-approvals`}>
            {t.approvalsHeading}
          </CardTitle>
          <p>{t.approvalsIntro(approvals.data!.approvalThreshold)}</p>
          <ul>
            {waiting.map((o) => (
              <li key={o.id}>
                <Link href={`/admin/withdrawals/${o.id}`}>№&nbsp;{o.id}</Link> — {formatPoints(o.amount)},{' '}
                {o.member.name || t.noName}, {o.approval ? t.madeBy(o.approval.makerEmail) : null}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <ListPage
        label={t.heading}
        filter={{
          schema: filterSchema,
          resettable: true,
          onApply: () => setSelected(new Map()),
          ranges: [
            { from: 'amountFrom', to: 'amountTo', message: adminCommon.amountRangeInverted },
            { from: 'dateFrom', to: 'dateTo', message: adminCommon.dateRangeInverted },
          ],
          fields: [
            { name: 'status', label: t.status, kind: 'select', options: optionsOf(DESK_STATUSES) },
            { name: 'flag', label: t.flag, kind: 'select', options: optionsOf(DESK_FLAGS), anyLabel: t.anyFlag },
            {
              name: 'bankId',
              label: t.bank,
              kind: 'select',
              options: (page.data?.banks ?? []).map((b) => ({ value: b.id, label: b.name })),
              anyLabel: t.anyBank,
            },
            { name: 'amountFrom', label: t.amountFrom, kind: 'amount' },
            { name: 'amountTo', label: t.amountTo, kind: 'amount' },
            { name: 'dateFrom', label: t.dateFrom, kind: 'date' },
            { name: 'dateTo', label: t.dateTo, kind: 'date' },
            { name: 'search', label: t.search, kind: 'search', hint: t.searchHint },
          ],
        }}
        list={list}
        rows={(d) => d.orders}
        table={{
          columns: columns(pendingOnPage.length > 0 ? { selected: new Set(selected.keys()), toggle } : null),
          minWidth: 1180,
          errorText: t.loadError,
          empty: t.empty,
        }}
      >
        {pendingOnPage.length > 0 ? (
          <ButtonRow style={{ alignItems: 'center', flexWrap: 'wrap', gap: 12 }}>
            <label>
              <input
                type="checkbox"
                checked={allSelected}
                onChange={() =>
                  setSelected(allSelected ? new Map() : new Map(pendingOnPage.map((o) => [o.id, o.amount] as [number, number])))
                }
              />{' '}
              {t.selectAll}
            </label>
            <span>{t.selected(selected.size, sum)}</span>
            <Button
              type="button"
              variant="primary"
              disabled={selected.size === 0 || pay.isPending}
              onClick={() => setConfirming(true)}
            >
              {t.payBatch}
            </Button>
          </ButtonRow>
        ) : null}
        {results ? (
          <div>
            <Notice tone={count('refused') ? 'bad' : 'good'}>
              {t.batchDone(
                count('paid'),
                count('awaiting_approval'),
                count('refused'),
                count('sent_to_provider'),
                count('sent_to_bank'),
              )}
            </Notice>
            <ul>
              {results
                .filter((r) => r.outcome === 'refused')
                .map((r) => (
                  <li key={r.orderId}>{t.batchRefused(r.orderId, r.message ?? '')}</li>
                ))}
            </ul>
          </div>
        ) : null}
        {pay.refusal ? <Notice tone="bad">{pay.refusal}</Notice> : null}
      </ListPage>
      <ConfirmDialog
        open={confirming}
        title={t.confirmBatch(selected.size, sum)}
        confirmLabel={t.confirmBatchAction}
        onConfirm={() => {
          setConfirming(false);
          pay.mutate([...selected.keys()]);
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
