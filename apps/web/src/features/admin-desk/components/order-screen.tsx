'use client';
// /admin/withdrawals/[id]: one order with its member, risk flags and history; pay, approve (a second
// operator, for a large payment) or reject with a reason the member sees.
import { formatPhone, type DeskActionResponse } from '@cabinet/contracts/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Notice } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import adminStyles from '@/components/admin/admin.module.css';
import { FormError } from '@/components/form-actions/form-actions';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { ApiRequestError } from '@/lib/api-client/errors';
import { formatDateTime, formatPoints } from '@/lib/format';
import { deskOrderText as t, deskQueueText, deskTitles } from '../messages';
import { DESK_KEY, approveOrder, deskQueries, payOrder, rejectOrder } from '../queries';
import { FlagChips } from './queue-screen';
import { StatusChip } from './status-chip';
import { ReasonField } from '@/components/admin/reason-field';
import { refusalText } from '@/components/admin/refusal-text';

const OUTCOME_TEXT: Record<DeskActionResponse['outcome'], string> = {
  paid: t.paid,
  awaiting_approval: t.awaiting,
  rejected: t.rejected,
  sent_to_provider: t.sentToProvider,
};

export function OrderScreen({ orderId }: { orderId: number }) {
  const id = useId();
  const client = useQueryClient();
  const detail = useQuery(deskQueries.order(orderId));
  const [confirm, setConfirm] = useState<'pay' | 'approve' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<DeskActionResponse>) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const res = await action();
      setDone(OUTCOME_TEXT[res.outcome]);
      setReason('');
    } catch (err) {
      setError(refusalText(err));
      if (err instanceof ApiRequestError) setReasonError(err.body?.fields?.reason);
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: DESK_KEY });
    }
  };

  const submitReject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(t.reasonRequired);
      return;
    }
    setReasonError(undefined);
    void act(() => rejectOrder(orderId, reason.trim()));
  };

  const order = detail.data?.order;
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
            <section className="card" aria-labelledby={`${id}-facts`} style={{ marginBottom: 16 }}>
              <h2 id={`${id}-facts`} className="visually-hidden">
                {deskTitles.order(orderId)}
              </h2>
              <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(140px, max-content) 1fr', gap: '8px 16px' }}>
                <dt>{t.status}</dt>
                <dd>
                  <StatusChip status={order.status} text={order.statusText} />
                </dd>
                <dt>{t.amount}</dt>
                <dd>{formatPoints(order.amount)}</dd>
                <dt>{t.member}</dt>
                <dd>{order.member.name || deskQueueText.noName}</dd>
                <dt>{t.phone}</dt>
                <dd>{formatPhone(order.member.phone)}</dd>
                <dt>{t.identity}</dt>
                <dd>{order.member.identityStatusText}</dd>
                <dt>{t.bank}</dt>
                <dd>{order.bank.name}</dd>
                <dt>{t.sbpPhone}</dt>
                <dd>{formatPhone(order.sbpPhone)}</dd>
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
                    <dt>{t.comment}</dt>
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
            </section>

            {done ? <Notice tone="good">{done}</Notice> : null}
            <FormError message={error} />

            {open ? (
              <section className="card" aria-label={t.pay} style={{ marginBottom: 16 }}>
                {order.status === 'pending' && order.amount >= threshold ? <p>{t.needsApproval(threshold)}</p> : null}
                <div className="button-row" style={{ marginBottom: 16 }}>
                  {order.status === 'pending' ? (
                    <button type="button" className="button button-primary" disabled={busy} onClick={() => setConfirm('pay')}>
                      {t.pay}
                    </button>
                  ) : (
                    <button type="button" className="button button-primary" disabled={busy} onClick={() => setConfirm('approve')}>
                      {t.approve}
                    </button>
                  )}
                </div>
                <form className={adminStyles.form} onSubmit={submitReject} noValidate>
                  <ReasonField
                    id={`${id}-reason`}
                    label={t.reason}
                    hint={t.reasonHint}
                    error={reasonError}
                    value={reason}
                    onChange={setReason}
                  />
                  {/* The softer of the two, as in the identity review: paying is the common outcome. */}
                  <div className="button-row">
                    <button type="submit" className="button button-secondary" disabled={busy} aria-busy={busy || undefined}>
                      {t.reject}
                    </button>
                  </div>
                </form>
              </section>
            ) : null}

            <section className="card" aria-labelledby={`${id}-history`}>
              <h2 id={`${id}-history`}>{t.history}</h2>
              <ol>
                {detail.data!.events.map((e, i) => (
                  <li key={i}>
                    {formatDateTime(e.date)} — {e.statusText} ({t.actor(e.actor)}){e.comment ? `: ${e.comment}` : ''}
                  </li>
                ))}
              </ol>
            </section>
            <ConfirmDialog
              open={confirm !== null}
              title={confirm === 'approve' ? t.confirmApprove(order.amount) : t.confirmPay(order.amount)}
              confirmLabel={confirm === 'approve' ? t.approve : t.pay}
              onConfirm={() => {
                const action = confirm;
                setConfirm(null);
                void act(() => (action === 'approve' ? approveOrder(orderId) : payOrder(orderId)));
              }}
              onCancel={() => setConfirm(null)}
            />
          </>
        ) : null}
      </QueryState>
    </>
  );
}
