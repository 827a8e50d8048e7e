'use client';
// /admin/withdrawals: the queue of withdrawal requests with risk flags, filters, search and paging;
// the payments awaiting a second operator; selected orders paid together after a confirmation.
import { type DeskBatchResult, type DeskFlag, type DeskOrder, formatPhone } from '@cabinet/contracts/client';
import { DESK_FLAGS, DESK_PAGE_SIZE, DESK_STATUSES } from '@cabinet/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Chip, DataTable, Notice, type Column } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import adminStyles from '@/components/admin/admin.module.css';
import { FilterButtons, InputFilter, SelectFilter, optionsOf } from '@/components/admin/filter-fields';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { adminCommon } from '@/lib/admin-messages';
import { formatDateTime, formatPoints } from '@/lib/format';
import { deskQueueText as t } from '../messages';
import { DESK_KEY, deskQueries, payBatch, type DeskFilter } from '../queries';
import { StatusChip } from './status-chip';
import { useFilterBar } from '@/components/admin/use-filter-bar';
import { refusalText } from '@/components/admin/refusal-text';

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
          {formatPhone(o.member.phone)}
        </>
      ),
    },
    { key: 'amount', header: t.columns.amount, align: 'end', cell: (o) => formatPoints(o.amount) },
    {
      key: 'bank',
      header: t.columns.bank,
      cell: (o) => (
        <>
          {o.bank.name}
          <br />
          {formatPhone(o.sbpPhone)}
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
  const client = useQueryClient();
  const bar = useFilterBar<DeskFilter>({ status: 'pending' });
  const { draft, set, filter, skip, setSkip } = bar;
  const [selected, setSelected] = useState<Map<number, number>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const [results, setResults] = useState<DeskBatchResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const page = useQuery(deskQueries.queue(filter, skip));
  const approvals = useQuery(deskQueries.queue({ status: 'awaiting_approval' }, 0));

  const apply = (event: FormEvent) => {
    bar.apply(event);
    setSelected(new Map());
  };
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

  const payNow = async () => {
    setConfirming(false);
    setError(null);
    try {
      const res = await payBatch([...selected.keys()]);
      setResults(res.results);
      setSelected(new Map());
    } catch (err) {
      setError(refusalText(err));
    } finally {
      await client.invalidateQueries({ queryKey: DESK_KEY });
    }
  };

  const count = (outcome: DeskBatchResult['outcome']) => results?.filter((r) => r.outcome === outcome).length ?? 0;
  const waiting = approvals.data?.orders ?? [];

  return (
    <>
      <AdminPageHeader title={t.heading} intro={t.intro} />
      {waiting.length > 0 ? (
        <section className="card" aria-labelledby={`${id}-approvals`} style={{ marginBottom: 16 }}>
          <h2 id={`${id}-approvals`}>{t.approvalsHeading}</h2>
          <p>{t.approvalsIntro(approvals.data!.approvalThreshold)}</p>
          <ul>
            {waiting.map((o) => (
              <li key={o.id}>
                <Link href={`/admin/withdrawals/${o.id}`}>№&nbsp;{o.id}</Link> — {formatPoints(o.amount)},{' '}
                {o.member.name || t.noName}, {o.approval ? t.madeBy(o.approval.makerEmail) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="card" aria-label={t.heading}>
        <form className={adminStyles.filters} onSubmit={apply}>
          <SelectFilter
            id={`${id}-status`}
            label={t.status}
            value={draft.status ?? 'pending'}
            options={optionsOf(DESK_STATUSES)}
            onChange={set('status')}
          />
          <SelectFilter
            id={`${id}-flag`}
            label={t.flag}
            value={draft.flag}
            options={optionsOf(DESK_FLAGS)}
            anyLabel={t.anyFlag}
            onChange={set('flag')}
          />
          <SelectFilter
            id={`${id}-bank`}
            label={t.bank}
            value={draft.bankId}
            options={(page.data?.banks ?? []).map((b) => ({ value: b.id, label: b.name }))}
            anyLabel={t.anyBank}
            onChange={set('bankId')}
          />
          <InputFilter
            id={`${id}-from`}
            label={t.amountFrom}
            value={draft.amountFrom === undefined ? undefined : String(draft.amountFrom)}
            amount
            onChange={set('amountFrom')}
          />
          <InputFilter
            id={`${id}-to`}
            label={t.amountTo}
            value={draft.amountTo === undefined ? undefined : String(draft.amountTo)}
            amount
            onChange={set('amountTo')}
          />
          <InputFilter id={`${id}-date-from`} label={t.dateFrom} type="date" value={draft.dateFrom} onChange={set('dateFrom')} />
          <InputFilter id={`${id}-date-to`} label={t.dateTo} type="date" value={draft.dateTo} onChange={set('dateTo')} />
          <InputFilter
            id={`${id}-search`}
            label={t.search}
            hint={t.searchHint}
            type="search"
            value={draft.search}
            onChange={set('search')}
          />
          <FilterButtons
            onReset={() => {
              bar.reset();
              setSelected(new Map());
            }}
          />
        </form>
        {pendingOnPage.length > 0 ? (
          <div className="button-row" style={{ alignItems: 'center', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}>
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
            <button
              type="button"
              className="button button-primary"
              disabled={selected.size === 0}
              onClick={() => setConfirming(true)}
            >
              {t.payBatch}
            </button>
          </div>
        ) : null}
        {results ? (
          <div>
            <Notice tone={count('refused') ? 'bad' : 'good'}>
              {t.batchDone(count('paid'), count('awaiting_approval'), count('refused'), count('sent_to_provider'))}
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
        {error ? <Notice tone="bad">{error}</Notice> : null}
        <QueryState
          query={page}
          skeleton={<SkeletonRows count={8} height={48} />}
          errorText={t.loadError}
          empty={page.data?.totalCount === 0 && { title: t.empty }}
        >
          <DataTable
            caption={t.heading}
            columns={columns(pendingOnPage.length > 0 ? { selected: new Set(selected.keys()), toggle } : null)}
            rows={page.data?.orders ?? []}
            rowKey={(o) => o.id}
            minWidth={1180}
          />
          <Pager skip={skip} take={DESK_PAGE_SIZE} total={page.data?.totalCount ?? 0} onSkip={setSkip} />
        </QueryState>
      </section>
      <ConfirmDialog
        open={confirming}
        title={t.confirmBatch(selected.size, sum)}
        confirmLabel={t.confirmBatchAction}
        onConfirm={() => void payNow()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
