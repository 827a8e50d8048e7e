'use client';
// /admin/targets (admins): each active member's target of a month — the tier table's by default or
// one set here — with its progress, and the form that sets a target for one member or a list
// (decision 0032). The list's month, search, filter and page are the URL's (decision 0028).
import { formatPhone, type AdminTargetRow } from '@cabinet/contracts/client';

import adminStyles from '@/components/admin/admin.module.css';
import { Chip, Notice, type Column } from '@/components/admin/data-table';
import { adminOnly } from '@/components/admin/admin-only';
import { optionsOf, type FilterBarOptions } from '@/components/admin/list-page/filter-bar';
import { ListPage, type ListTable } from '@/components/admin/list-page/list-page';
import { useListPage } from '@/components/admin/list-page/use-list-url';
import { lazyModule } from '@/lib/lazy-resolver';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { formatAmount, formatMonth, moscowDay } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Stack } from '@/components/ui/stack';
import { targetTexts as t } from '../texts';
import { resetTargets, targetQueries } from '../queries';
import type { targetsList } from '../list';
import { TargetFormCard, useTargetForm } from './target-form';

/** The list route's query schema, loaded when the filter bar first checks a filter. */
const filterSchema = lazyModule(() => import('../list').then((m) => m.targetsList.schema));

/** `YYYY-MM` plus `k` months. */
function addMonths(month: string, k: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + k;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

function stateOf(r: AdminTargetRow) {
  if (r.paid) return <Chip tone="good">{t.state.paid}</Chip>;
  if (r.met) return <Chip tone="info">{t.state.met}</Chip>;
  return <Chip tone="neutral">{t.state.open}</Chip>;
}

function Targets() {
  const current = moscowDay().slice(0, 7);
  // A past month's targets are closed (the API refuses them): the form offers this month and the next two.
  const formMonths = [current, addMonths(current, 1), addMonths(current, 2)];
  const listMonths = [addMonths(current, -2), addMonths(current, -1), ...formMonths];
  const form = useTargetForm(current);
  const list = useListPage<typeof targetsList>(targetQueries.list);
  const month = list.page.data?.month ?? list.query.month ?? current;
  const reset = useAdminAction({
    mutationFn: (r: AdminTargetRow) => resetTargets({ month, memberPhones: [r.phone] }),
    invalidates: [targetQueries.all],
  });
  const who = (r: AdminTargetRow) => r.fullName || formatPhone(r.phone);

  const edit = (r: AdminTargetRow) => {
    form.reset({
      month: formMonths.includes(month) ? month : current,
      memberPhones: formatPhone(r.phone),
      contracts: String(r.target),
      bonus: r.bonus > 0 ? String(r.bonus) : '',
    });
    form.setFocus('contracts');
  };

  const columns: Column<AdminTargetRow>[] = [
    { key: 'member', header: t.columns.member, cell: (r) => r.fullName || t.noName },
    { key: 'phone', header: t.columns.phone, cell: (r) => <span className="nowrap">{formatPhone(r.phone)}</span> },
    { key: 'target', header: t.columns.target, align: 'end', cell: (r) => r.target },
    { key: 'done', header: t.columns.done, align: 'end', cell: (r) => t.progress(r.done, r.target) },
    { key: 'bonus', header: t.columns.bonus, align: 'end', cell: (r) => (r.bonus > 0 ? formatAmount(r.bonus) : t.noBonus) },
    { key: 'source', header: t.columns.source, cell: (r) => t.sources[r.source] },
    { key: 'state', header: t.columns.state, cell: stateOf },
    {
      key: 'action',
      header: t.columns.action,
      cell: (r) =>
        month >= current ? (
          <div className={adminStyles.actions}>
            <Button type="button" variant="secondary" aria-label={t.editLabel(who(r))} onClick={() => edit(r)}>
              {t.edit}
            </Button>
            {r.source === 'operator' ? (
              <Button
                type="button"
                variant="secondary"
                aria-label={t.resetLabel(who(r))}
                disabled={reset.isPending}
                onClick={() => reset.mutate(r)}
              >
                {t.reset}
              </Button>
            ) : null}
          </div>
        ) : null,
    },
  ];
  const table: ListTable<AdminTargetRow> = {
    columns,
    minWidth: 900,
    errorText: t.loadError,
    empty: t.empty,
    rowKey: (r) => r.memberId,
  };
  const filter: FilterBarOptions = {
    schema: filterSchema,
    fields: [
      { name: 'q', label: t.query, kind: 'search' },
      {
        name: 'month',
        label: t.listMonth,
        kind: 'select',
        // No month in the URL is this month: the list offers it once, as that choice.
        options: listMonths.filter((m) => m !== current).map((m) => ({ value: m, label: formatMonth(m) })),
        anyLabel: `${t.thisMonth} (${formatMonth(current)})`,
      },
      { name: 'source', label: t.source, kind: 'select', options: optionsOf(t.sources), anyLabel: t.anySource },
    ],
  };

  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <Stack>
        <TargetFormCard form={form} months={formMonths} />
        {reset.refusal ? <Notice tone="bad">{reset.refusal}</Notice> : null}
        {reset.isSuccess ? <Notice tone="good">{t.resetDone(who(reset.variables))}</Notice> : null}
        <ListPage
          label={t.listLabel}
          title={t.listTitle(formatMonth(month))}
          filter={filter}
          list={list}
          rows={(d) => d.targets}
          table={table}
        />
      </Stack>
    </>
  );
}

export const TargetsScreen = adminOnly(t.title, Targets);
