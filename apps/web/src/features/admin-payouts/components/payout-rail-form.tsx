'use client';
// The rail the desk pays by, on /admin/settings (decision 0031): the CSV register by hand, the payout
// provider when one is configured, or the bank's registries for the self-employed when a bank is
// (decision 0057). Admins choose; operators read which one is in force.
import type { PayoutRail, PayoutRailResponse } from '@cabinet/contracts/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import adminStyles from '@/components/admin/admin.module.css';
import { CardSection } from '@/components/admin/card-section';
import { Notice } from '@/components/admin/data-table';
import { SelectField } from '@/components/admin/form-fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { adminCommon } from '@/lib/admin-messages';
import { useOperator } from '@/lib/queries/operator';
import { payoutRailTexts as t } from '../messages';
import { payoutQueries, setPayoutRail } from '../queries';
import styles from './payouts.module.css';

export function PayoutRailSettings() {
  const rail = useQuery(payoutQueries.rail());
  const isAdmin = useOperator().data?.operator.role === 'admin';
  return (
    // Below the settings' own cards, apart from them.
    <div className={styles.following}>
      <CardSection title={t.heading}>
        <QueryState query={rail} skeleton={<Skeleton height={80} />} errorText={t.loadError}>
          {rail.data ? <RailForm view={rail.data} isAdmin={isAdmin} /> : null}
        </QueryState>
      </CardSection>
    </div>
  );
}

function RailForm({ view, isAdmin }: { view: PayoutRailResponse; isAdmin: boolean }) {
  const client = useQueryClient();
  // `values`: the rail in force, followed when it changes (a save here, another admin's elsewhere).
  const form = useForm<{ rail: PayoutRail }>({ values: { rail: view.rail } });
  const save = useAdminAction({
    mutationFn: ({ rail }: { rail: PayoutRail }) => setPayoutRail(rail),
    form,
    onSuccess: (next) => client.setQueryData(payoutQueries.rail().queryKey, next),
  });
  if (!view.provider && !view.bank) return <p>{t.noProvider}</p>;
  const hint = [
    t.railHints.manual,
    view.provider ? t.railHints.provider(view.provider.title) : null,
    view.bank ? t.railHints.bank_registry(view.bank.title) : null,
  ]
    .filter(Boolean)
    .join(' ');
  if (!isAdmin) {
    return (
      <>
        <p>{t.rails[view.rail]}</p>
        <p className={adminStyles.pageIntro}>
          {hint} {t.readOnly}
        </p>
      </>
    );
  }
  const offered: PayoutRail[] = [
    'manual',
    ...(view.provider ? (['provider'] as const) : []),
    ...(view.bank ? (['bank_registry'] as const) : []),
  ];
  const options = offered.map((value) => ({ value, label: t.rails[value] }));
  return (
    <form
      method="post"
      className={adminStyles.form}
      onSubmit={(e) => void form.handleSubmit((values) => save.mutate(values))(e)}
      noValidate
    >
      <SelectField form={form} name="rail" label={t.rail} hint={hint} options={options} />
      <FormError message={save.refusal} />
      {save.isSuccess ? <Notice tone="good">{t.saved}</Notice> : null}
      <SubmitButton busy={save.isPending}>{adminCommon.save}</SubmitButton>
    </form>
  );
}
