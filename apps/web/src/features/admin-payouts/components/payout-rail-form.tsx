'use client';
// The rail new orders get, on /admin/settings (decision 0031): the CSV register by hand, the payout
// provider when one is configured, or the bank's registries for the self-employed when a bank is
// (decision 0057). Admins choose, after reading what the switch leaves unusable and who is told
// (rail-switch-dialog.tsx); operators read which one is in force. The orders waiting keep their own
// rail (decision 0061); admins move them to the one in force below (rail-move.tsx).
import type { PayoutRail, PayoutRailImpact, PayoutRailResponse } from '@cabinet/contracts/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import adminStyles from '@/components/admin/admin.module.css';
import { CardSection } from '@/components/admin/card-section';
import { Notice } from '@/components/admin/data-table';
import { SelectField } from '@/components/admin/form-fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { adminCommon } from '@/components/admin/texts';
import { useOperator } from '@/lib/queries/operator';
import { payoutRailTexts as t } from '../texts';
import { payoutQueries, previewPayoutRail, setPayoutRail } from '../queries';
import styles from './payouts.module.css';
import { RailMove } from './rail-move';
import { RailSwitchDialog } from './rail-switch-dialog';

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
        {isAdmin && rail.data ? <RailMove /> : null}
      </CardSection>
    </div>
  );
}

function RailForm({ view, isAdmin }: { view: PayoutRailResponse; isAdmin: boolean }) {
  const client = useQueryClient();
  // `values`: the rail in force, followed when it changes (a save here, another admin's elsewhere).
  const form = useForm<{ rail: PayoutRail }>({ values: { rail: view.rail } });
  // A switch asks first what it leaves unusable and who is told (decision 0057); the same rail saves at once.
  const [impact, setImpact] = useState<PayoutRailImpact | null>(null);
  const [asking, setAsking] = useState(false);
  const save = useAdminAction({
    mutationFn: (change: { rail: PayoutRail; confirmedMembers?: number }) => setPayoutRail(change),
    form,
    onSuccess: async (next) => {
      setAsking(false);
      client.setQueryData(payoutQueries.rail().queryKey, next);
      // What waits on a rail new orders no longer get follows the switch.
      await client.invalidateQueries({ queryKey: payoutQueries.railMove().queryKey });
    },
    onError: () => setAsking(false),
  });
  const preview = useAdminAction({
    mutationFn: (rail: PayoutRail) => previewPayoutRail(rail),
    fallback: t.impactError,
    onSuccess: (found) => {
      save.reset();
      setImpact(found);
      setAsking(true);
    },
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
  const notified = save.data?.notified ?? 0;
  return (
    <form
      method="post"
      className={adminStyles.form}
      onSubmit={(e) =>
        void form.handleSubmit(({ rail }) => (rail === view.rail ? save.mutate({ rail }) : preview.mutate(rail)))(e)
      }
      noValidate
    >
      <SelectField form={form} name="rail" label={t.rail} hint={hint} options={options} />
      <FormError message={save.refusal ?? preview.refusal} />
      {save.isSuccess ? (
        <Notice tone="good">
          {t.saved}
          {notified > 0 ? ` ${t.notified(notified)}` : null}
        </Notice>
      ) : null}
      <SubmitButton busy={save.isPending || preview.isPending}>{adminCommon.save}</SubmitButton>
      <RailSwitchDialog
        open={asking}
        impact={impact}
        busy={save.isPending}
        onConfirm={(seen) => save.mutate({ rail: seen.to, confirmedMembers: seen.members })}
        onCancel={() => setAsking(false)}
      />
    </form>
  );
}
