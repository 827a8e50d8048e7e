'use client';
// /admin/operators (admins): every operator with role, dealers, 2FA and state; invite one, change a
// role or an operator's dealers (decision 0066), disable or enable; a new admin, a promotion, resets
// and more dealers wait for a second admin (decision 0029).
import type { Operator, OperatorActionResponse } from '@cabinet/contracts/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminOnly } from '@/components/admin/admin-only';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Chip, DataTable, Notice, type Column } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { refusalText } from '@/components/admin/refusal-text';
import { adminCommon, roleText } from '@/components/admin/texts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { adminOperators as t } from '../texts';
import { formatDateTime } from '@/lib/format';
import { approvalQueries } from '@/lib/queries/approvals';
import { operatorQueries, useOperator } from '@/lib/queries/operator';
import { resetPassword, resetTotp, updateOperator } from '../queries';
import { dealersTexts, dutiesTexts as d } from '../texts';
import { CreateOperatorCard } from './create-operator-card';
import { OperatorDealersDialog } from './operator-dealers-dialog';
import { PendingChanges } from './pending-changes';
import styles from './operators.module.css';

type Pending = { kind: 'disable' | 'password' | 'totp'; operator: Operator } | null;

const refusal = (err: unknown) => refusalText(err, t.actionFailed);

function OperatorsList() {
  const client = useQueryClient();
  const list = useQuery(operatorQueries.list());
  const self = useOperator().data?.operator.id;
  const [pending, setPending] = useState<Pending>(null);
  const [dealersOf, setDealersOf] = useState<Operator | null>(null);
  const [notice, setNotice] = useState<{ tone: 'good' | 'bad'; text: string } | null>(null);

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: operatorQueries.list().queryKey }),
      client.invalidateQueries({ queryKey: approvalQueries.all() }),
    ]);
  /** What an action did: done at once, or a request for a second admin. */
  const told = (answer: { pendingChange: OperatorActionResponse['pendingChange'] }) =>
    setNotice(answer.pendingChange ? { tone: 'good', text: d.requested } : null);
  const act = useMutation({
    mutationFn: async (action: () => Promise<{ pendingChange: OperatorActionResponse['pendingChange'] }>) => action(),
    onSuccess: (answer) => {
      told(answer);
      void refresh();
    },
    onError: (err) => setNotice({ tone: 'bad', text: refusal(err) }),
  });

  const confirm = () => {
    if (!pending) return;
    const { kind, operator } = pending;
    setPending(null);
    setNotice(null);
    act.mutate(async () => {
      if (kind === 'disable') return updateOperator(operator.id, { disabled: true });
      if (kind === 'totp') return resetTotp(operator.id);
      return resetPassword(operator.id);
    });
  };

  const columns: Column<Operator>[] = [
    { key: 'email', header: t.columns.email, cell: (o) => (o.id === self ? `${o.email} (${t.you})` : o.email) },
    { key: 'name', header: t.columns.name, cell: (o) => o.displayName || adminCommon.dash },
    { key: 'role', header: t.columns.role, cell: (o) => roleText[o.role] },
    {
      key: 'dealers',
      header: t.columns.dealers,
      cell: (o) => (o.dealers ? dealersTexts.some(o.dealers.map((x) => x.name)) : dealersTexts.all),
    },
    {
      key: 'totp',
      header: t.columns.totp,
      cell: (o) => <Chip tone={o.totpEnabled ? 'good' : 'neutral'}>{o.totpEnabled ? t.totpOn : t.totpOff}</Chip>,
    },
    {
      key: 'state',
      header: t.columns.state,
      cell: (o) => (
        <span className={styles.states}>
          <Chip tone={o.disabled ? 'bad' : 'good'}>{o.disabled ? t.disabled : t.active}</Chip>
          {o.mustChangePassword ? <Chip tone="warn">{t.mustChange}</Chip> : null}
          {o.lockedUntil ? <Chip tone="warn">{t.lockedUntil(formatDateTime(o.lockedUntil))}</Chip> : null}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t.columns.actions,
      cell: (o) =>
        o.id === self ? null : (
          <span className={styles.rowActions}>
            <Button
              type="button"
              variant="link"
              size="small"
              onClick={() => act.mutate(() => updateOperator(o.id, { role: o.role === 'admin' ? 'operator' : 'admin' }))}
            >
              {o.role === 'admin' ? t.makeOperator : t.makeAdmin}
            </Button>
            {o.role === 'operator' ? (
              <Button type="button" variant="link" size="small" onClick={() => setDealersOf(o)}>
                {dealersTexts.change}
              </Button>
            ) : null}
            {o.disabled ? (
              <Button
                type="button"
                variant="link"
                size="small"
                onClick={() => act.mutate(() => updateOperator(o.id, { disabled: false }))}
              >
                {t.enable}
              </Button>
            ) : (
              <Button type="button" variant="link" size="small" onClick={() => setPending({ kind: 'disable', operator: o })}>
                {t.disable}
              </Button>
            )}
            <Button type="button" variant="link" size="small" onClick={() => setPending({ kind: 'password', operator: o })}>
              {d.resetPassword}
            </Button>
            {o.totpEnabled ? (
              <Button type="button" variant="link" size="small" onClick={() => setPending({ kind: 'totp', operator: o })}>
                {t.resetTotp}
              </Button>
            ) : null}
          </span>
        ),
    },
  ];

  return (
    <>
      <AdminPageHeader title={t.heading} />
      <div className={styles.cards}>
        <PendingChanges />
        <CreateOperatorCard
          onDone={(answer, email) => {
            setNotice({ tone: 'good', text: answer.pendingChange ? d.requested : d.invited(email) });
            void refresh();
          }}
        />
      </div>
      <Card aria-label={t.heading}>
        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
        <QueryState query={list} skeleton={<SkeletonRows count={4} height={44} />} errorText={t.loadError}>
          <DataTable
            caption={t.heading}
            columns={columns}
            rows={list.data?.operators ?? []}
            rowKey={(o) => o.id}
            minWidth={960}
          />
        </QueryState>
      </Card>
      <OperatorDealersDialog
        operator={dealersOf}
        onCancel={() => setDealersOf(null)}
        onDone={(answer) => {
          setDealersOf(null);
          setNotice({
            tone: 'good',
            text: answer.pendingChange ? d.requested : answer.operator.dealers ? dealersTexts.saved : dealersTexts.alreadyAll,
          });
          void refresh();
        }}
      />
      <ConfirmDialog
        open={pending !== null}
        title={
          pending
            ? pending.kind === 'disable'
              ? t.confirmDisable(pending.operator.email)
              : pending.kind === 'password'
                ? d.confirmResetPassword(pending.operator.email)
                : d.confirmResetTotp(pending.operator.email)
            : ''
        }
        confirmLabel={pending?.kind === 'disable' ? t.disable : pending?.kind === 'password' ? d.resetPassword : t.resetTotp}
        danger={pending?.kind === 'disable'}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

/** Admins only: an operator is told so, and offered no invitation form. */
export const OperatorsScreen = adminOnly(t.heading, OperatorsList);
