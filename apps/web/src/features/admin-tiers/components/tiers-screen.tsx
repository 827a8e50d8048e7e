'use client';
// /admin/tiers (admins): the reward table of a month; the current and future months are edited,
// past months are shown read-only (the API refuses them too). The form is the contract's body, its
// rules loaded on the form's first focus (decision 0022). A raise worth more than one admin may create
// alone waits at the approvals door (decisions 0041 and 0060): the month's waiting tables are shown
// above it with their decisions. The month's supervisor override rule follows the table (override-rule.tsx).
import { type MonthTiers, type UpdateTiersBody } from '@cabinet/contracts/client';
import { adminOnly } from '@/components/admin/admin-only';
import { PendingApprovals } from '@/components/admin/approval-decisions';
import { MonthSelect } from '@/components/admin/month-select';
import { TIERS_MAX } from '@cabinet/contracts/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Notice } from '@/components/admin/data-table';
import { TextField } from '@/components/admin/form-fields';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { formatMonth, formatPoints, moscowDay } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { approvalQueries } from '@/lib/queries/approvals';
import { keepSavedAnswer } from '@/lib/queries/save-answer';
import { Card } from '@/components/ui/card';
import { Stack } from '@/components/ui/stack';
import { Button } from '@/components/ui/button';
import { ButtonRow } from '@/components/ui/button-row';
import { tierTexts as t } from '../texts';
import { OverrideRuleCard } from './override-rule';
import { saveTiers, tierQueries } from '../queries';
import type { TiersValues } from '../resolvers';
import { typedNumber } from '@/lib/typed-number';
import styles from './tiers.module.css';

/** The months an admin may open: a year ahead (tables are set up in advance) and two years back (read-only). */
const MONTHS_AHEAD = 12;
const MONTHS_BACK = 24;

/** The door's rule for a refusal's reason, loaded when one is first written (decision 0022). */
const reasonRules = lazyResolver(() => import('../resolvers').then((m) => m.rejectApprovalResolver));

function TiersOfMonth() {
  const [thisMonth] = useState(() => moscowDay().slice(0, 7));
  const [month, setMonth] = useState(thisMonth);
  const tiers = useQuery(tierQueries.month(month));
  const waiting = useQuery(approvalQueries.of('tiers', month));
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <Stack>
        <Card aria-label={t.caption}>
          <div className={styles.head}>
            <MonthSelect
              label={t.month}
              value={month}
              onChange={setMonth}
              thisMonth={thisMonth}
              ahead={MONTHS_AHEAD}
              back={MONTHS_BACK}
            />
            {tiers.data ? (
              <p className={styles.note}>
                {tiers.data.tableMonth ? t.tableFrom(formatMonth(tiers.data.tableMonth)) : t.tableDefault}
                {tiers.data.editable ? '' : ` ${t.closed}`}
              </p>
            ) : null}
          </div>
          <PendingApprovals approvals={waiting.data?.approvals ?? []} reasonRules={reasonRules} />
          <QueryState query={tiers} skeleton={<Skeleton height={200} />} errorText={t.loadError}>
            {tiers.data ? <TierForm key={tiers.data.month} data={tiers.data} /> : null}
          </QueryState>
        </Card>
        <OverrideRuleCard month={month} />
      </Stack>
    </>
  );
}

/** The contract's body, each number as typed. */
const rules = lazyResolver(() => import('../resolvers').then((m) => m.tiersResolver));

/** The month's table as the form's text fields. */
function valuesOf(data: MonthTiers): TiersValues {
  return {
    month: data.month,
    tiers: data.tiers.map((r) => ({
      minContracts: String(r.minContracts),
      reward: String(r.reward),
      targetBonus: r.targetBonus > 0 ? String(r.targetBonus) : '',
    })),
  };
}

function TierForm({ data }: { data: MonthTiers }) {
  const client = useQueryClient();
  // The table in force as the form's values: a save that changed it shows it, and the form (with its
  // «Тарифы сохранены») stays mounted; another month is another form.
  const tableKey = JSON.stringify(data.tiers);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the table's content, not the object's identity
  const values = useMemo(() => valuesOf(data), [data.month, tableKey]);
  const form = useForm<TiersValues, unknown, UpdateTiersBody>({ resolver: rules.resolver, values });
  const rows = useFieldArray({ control: form.control, name: 'tiers' });
  const save = useAdminAction({
    mutationFn: saveTiers,
    form,
    // Other months read the table in force for them again; the month saved is the answer itself.
    onSuccess: (answer) => keepSavedAnswer(client, tierQueries.all, tierQueries.month(data.month).queryKey, answer),
    // A raise that waits joins the month's waiting tables.
    invalidates: [approvalQueries.all()],
  });
  const submit = form.handleSubmit((body) => save.mutateAsync(body).catch(() => undefined));
  const errors = form.formState.errors.tiers;
  const listError = errors?.root?.message ?? errors?.message;

  if (!data.editable) {
    return (
      <ul className={styles.levels} aria-label={t.caption}>
        {data.tiers.map((r, i) => (
          <li key={r.minContracts}>
            <strong>{t.level(i + 1)}:</strong> {t.minContracts.toLowerCase()} — {r.minContracts}, {formatPoints(r.reward)}
            {r.targetBonus > 0 ? `, ${t.targetBonusShown(formatPoints(r.targetBonus))}` : ''}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <form method="post" onFocus={rules.preload} onSubmit={(e) => void submit(e)} onChange={() => save.reset()} noValidate>
      <ol className={styles.levels} aria-label={t.caption}>
        {rows.fields.map((row, i) => (
          <li key={row.id} className={styles.level}>
            <span className={styles.levelName}>{t.level(i + 1)}</span>
            <TextField form={form} name={`tiers.${i}.minContracts`} label={t.minContracts} inputMode="numeric" />
            <TextField form={form} name={`tiers.${i}.reward`} label={t.reward} inputMode="decimal" />
            <TextField form={form} name={`tiers.${i}.targetBonus`} label={t.targetBonus} inputMode="decimal" />
            <Button
              type="button"
              variant="secondary"
              aria-label={t.removeLabel(i + 1)}
              disabled={rows.fields.length <= 1}
              onClick={() => rows.remove(i)}
            >
              {t.remove}
            </Button>
          </li>
        ))}
      </ol>
      <FormError message={listError} />
      <FormError message={save.refusal} />
      {save.data?.pendingApproval ? (
        <Notice tone="bad">{t.pending(formatPoints(save.data.pendingApproval.amount ?? 0))}</Notice>
      ) : save.isSuccess ? (
        <Notice tone="good">{t.saved}</Notice>
      ) : null}
      <ButtonRow wrap className={styles.actions}>
        <SubmitButton busy={save.isPending}>{t.save}</SubmitButton>
        <Button
          type="button"
          variant="secondary"
          disabled={rows.fields.length >= TIERS_MAX}
          onClick={() => {
            const last = form.getValues('tiers').at(-1);
            const next = last ? typedNumber(last.minContracts) + 1 : 1;
            rows.append({ minContracts: String(Number.isFinite(next) ? next : 1), reward: '', targetBonus: '' });
          }}
        >
          {t.add}
        </Button>
      </ButtonRow>
    </form>
  );
}

/** Admins only: an operator is told so, and nothing is asked of the API. */
export const TiersScreen = adminOnly(t.title, TiersOfMonth);
