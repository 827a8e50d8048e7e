'use client';
// /admin/withdrawals/[id]: one order with its member, risk flags and history; pay, approve (a second
// operator, for a large payment: its request at the approvals door, decision 0060) or reject with a
// reason the member sees.
import { accountDescription, cardDescription, formatPhone, type DeskActionResponse } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import adminStyles from '@/components/admin/admin.module.css';
import { PendingApproval } from '@/components/admin/approval-decisions';
import { CardSection } from '@/components/admin/card-section';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Notice } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import { RejectForm } from '@/components/admin/reject-form';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError } from '@/components/form-actions/form-actions';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { formatDateTime, formatPoints } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { approvalQueries } from '@/lib/queries/approvals';
import { Card } from '@/components/ui/card';
import { ButtonRow } from '@/components/ui/button-row';
import { Button } from '@/components/ui/button';
import { deskOrderText as t, deskQueueText, deskTitles } from '../texts';
import { DESK_KEY, deskQueries, payOrder, rejectOrder } from '../queries';
import { FlagChips } from './queue-screen';
import { StatusChip } from './status-chip';

const rejectRules = lazyResolver(() => import('../resolvers').then((m) => m.rejectReasonResolver));
/** The reason of a large payment's request refused or withdrawn at the approvals door. */
const refuseRules = lazyResolver(() => import('../resolvers').then((m) => m.rejectApprovalResolver));

const OUTCOME_TEXT: Record<DeskActionResponse['outcome'], string> = {
  paid: t.paid,
  awaiting_approval: t.awaiting,
  rejected: t.rejected,
  sent_to_provider: t.sentToProvider,
  sent_to_bank: t.sentToBank,
};

export function OrderScreen({ orderId }: { orderId: number }) {
  const id = useId();
  const detail = useQuery(deskQueries.order(orderId));
  const [confirm, setConfirm] = useState(false);
  const act = useAdminAction({
    mutationFn: (action: () => Promise<DeskActionResponse>) => action(),
    invalidates: [DESK_KEY, approvalQueries.all()],
  });

  const order = detail.data?.order;
  // A large payment recorded: its request waits at the door for a second operator of any role.
  const waiting = useQuery({
    ...approvalQueries.of('desk_payout', String(orderId)),
    enabled: order?.status === 'awaiting_approval',
  });
  const threshold = detail.data?.approvalThreshold ?? 0;
  const open = order?.status === 'pending' || order?.status === 'awaiting_approval';

  return (
    <>
      <p>
        <Link href="/admin/withdrawals">{t.back}</Link>
      </p>
      <AdminPageHeader title={deskTitles.order(orderId)} />
      <QueryState query={detail} skeleton={<Skeleton height={320} />} errorText={t.loadError}>
        {order ? (
          <>
            <Card aria-labelledby={`${id}-facts`} style={{ marginBottom: 16 }}>
              <h2 id={`${id}-facts`} className="visually-hidden">
                {deskTitles.order(orderId)}
              </h2>
              <dl className={adminStyles.facts}>
                <dt>{t.status}</dt>
                <dd>
                  <StatusChip status={order.status} text={order.statusText} />
                </dd>
                <dt>{t.amount}</dt>
                <dd data-testid="desk-amount">{formatPoints(order.amount)}</dd>
                {order.withheldTax > 0 ? (
                  <>
                    {/* НДФЛ is withheld from the amount (decision 0033): the bank transfers the rest. */}
                    <dt>{t.withheldTax}</dt>
                    <dd data-testid="desk-tax">{formatPoints(order.withheldTax)}</dd>
                    <dt>{t.toBank}</dt>
                    <dd data-testid="desk-to-bank">{formatPoints(order.toBank)}</dd>
                  </>
                ) : null}
                <dt>{t.member}</dt>
                <dd>{order.member.name || deskQueueText.noName}</dd>
                <dt>{t.phone}</dt>
                <dd className="nowrap">{formatPhone(order.member.phone)}</dd>
                <dt>{t.identity}</dt>
                <dd>{order.member.identityStatusText}</dd>
                {order.card ? (
                  <>
                    <dt>{t.card}</dt>
                    <dd data-testid="desk-card">{cardDescription(order.card)}</dd>
                  </>
                ) : order.account ? (
                  <>
                    <dt>{t.account}</dt>
                    <dd data-testid="desk-account">{accountDescription(order.account)}</dd>
                  </>
                ) : (
                  <>
                    <dt>{t.bank}</dt>
                    <dd>{order.bank?.name}</dd>
                    <dt>{t.sbpPhone}</dt>
                    <dd className="nowrap">{formatPhone(order.sbpPhone ?? '')}</dd>
                  </>
                )}
                <dt>{t.rail}</dt>
                <dd data-testid="desk-rail">{t.rails[order.rail]}</dd>
                <dt>{t.created}</dt>
                <dd>{formatDateTime(order.createdAt)}</dd>
                {order.closedAt ? (
                  <>
                    <dt>{t.closed}</dt>
                    <dd>{formatDateTime(order.closedAt)}</dd>
                  </>
                ) : null}
                <dt>{t.previous}</dt>
                <dd>{deskQueueText.previous(order.previousPayouts.count, order.previousPayouts.sum)}</dd>
                <dt>{t.flags}</dt>
                <dd>{order.flags.length ? <FlagChips flags={order.flags} /> : t.noFlags}</dd>
                {order.comment ? (
                  <>
                    <dt>{t.comment[order.commentBy ?? 'operator']}</dt>
                    <dd>{order.comment}</dd>
                  </>
                ) : null}
                {order.payout ? (
                  <>
                    <dt>{t.payout}</dt>
                    <dd>{t.payoutText(order.payout.provider, order.payout.stateText, order.payout.reasonText)}</dd>
                  </>
                ) : null}
                {order.approval ? (
                  <>
                    <dt>{t.approval}</dt>
                    <dd>
                      {order.approval.checkerEmail
                        ? t.approvalDone(order.approval.makerEmail, order.approval.checkerEmail)
                        : t.approvalWaiting(order.approval.makerEmail, formatDateTime(order.approval.madeAt))}
                    </dd>
                  </>
                ) : null}
              </dl>
            </Card>

            {act.isSuccess ? <Notice tone="good">{OUTCOME_TEXT[act.data.outcome]}</Notice> : null}
            <FormError message={act.refusal} />
            {/* Kept after it is decided: how it went stays above the order. */}
            <PendingApproval
              approval={order.status === 'awaiting_approval' ? (waiting.data?.approvals[0] ?? null) : null}
              reasonRules={refuseRules}
            />

            {open ? (
              <Card aria-label={t.pay} style={{ marginBottom: 16 }}>
                {order.status === 'pending' ? (
                  <>
                    {order.amount >= threshold ? <p>{t.needsApproval(threshold)}</p> : null}
                    <ButtonRow style={{ marginBottom: 16 }}>
                      <Button type="button" variant="primary" disabled={act.isPending} onClick={() => setConfirm(true)}>
                        {t.pay}
                      </Button>
                    </ButtonRow>
                  </>
                ) : null}
                <RejectForm
                  reason={{
                    label: t.reason,
                    hint: t.reasonHint,
                    submit: t.reject,
                    question: t.confirmReject(order.amount),
                    rules: rejectRules,
                  }}
                  busy={act.isPending}
                  reject={(reason) => act.mutateAsync(() => rejectOrder(orderId, reason))}
                />
              </Card>
            ) : null}

            <CardSection title={t.history}>
              <ol>
                {detail.data!.events.map((e, i) => (
                  <li key={i}>
                    {formatDateTime(e.date)} — {e.statusText} ({t.actor(e.actor)}){e.comment ? `: ${e.comment}` : ''}
                  </li>
                ))}
              </ol>
            </CardSection>
            <ConfirmDialog
              open={confirm}
              title={t.confirmPay(order.amount)}
              confirmLabel={t.pay}
              onConfirm={() => {
                setConfirm(false);
                act.mutate(() => payOrder(orderId));
              }}
              onCancel={() => setConfirm(false)}
            />
          </>
        ) : null}
      </QueryState>
    </>
  );
}
