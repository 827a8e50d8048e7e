'use client';
// A request waiting for a second admin at the approvals door (decision 0060), wherever it is shown —
// «На подтверждении», the member card's employment, the НДФЛ rules, the money one admin creates
// (targets, tier tables, contests' prizes, disputes' credits), the programme's settings, the operators'
// accounts, the desk's large payments: an admin who is not its maker approves it after a confirmation
// naming it, or rejects it with a reason; its maker only withdraws it (with a reason too, as the API
// asks); an operator decides nobody else's, except the kinds any operator checks (the desk's payments,
// APPROVAL_RULES). After either, the list and whatever approving it changes are read again, and the
// screen says how it went.
import { APPROVAL_RULES, type Approval } from '@cabinet/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { adminApprovals as t } from './texts';
import { formatDateTime } from '@/lib/format';
import type { LazyResolver } from '@/lib/lazy-resolver';
import { afterApprovalDecision, approveApproval, rejectApproval } from '@/lib/queries/approvals';
import { useOperator } from '@/lib/queries/operator';
import styles from './approval-decisions.module.css';
import { ConfirmDialog } from './confirm-dialog';
import { Notice } from './data-table';
import { DecisionButtons } from './decision-buttons';
import type { DecisionNotice } from './maker-checker';
import { ReasonDialog } from './reason-dialog';
import { useAdminAction } from './use-admin-action';

interface Done {
  decision: 'approved' | 'rejected' | 'withdrawn';
  approval: Approval;
}

function noticeOf(done: Done | null, refusal: string | null): DecisionNotice | null {
  if (done?.decision === 'approved') return { tone: 'good', text: t.approved[done.approval.kind] };
  if (done)
    return { tone: 'good', text: t.refusedDone[done.approval.kind] ?? (done.decision === 'rejected' ? t.rejected : t.withdrawn) };
  return refusal ? { tone: 'bad', text: refusal } : null;
}

export function useApprovalDecisions(reasonRules: LazyResolver<{ reason: string }>): {
  notice: DecisionNotice | null;
  /** The request the notice is about. */
  decided: Approval | null;
  /**
   * A request's buttons for the signed-in operator (none where they may decide nothing);
   * `approveBlocked`: it cannot be approved now, for a reason the screen states (a month without the
   * organiser's requisites), and may still be refused or withdrawn.
   */
  buttons: (approval: Approval, look: 'link' | 'button', opts?: { approveBlocked?: boolean }) => ReactNode;
  /** Whether the request is the signed-in operator's own. */
  mine: (approval: Approval) => boolean;
  dialogs: ReactNode;
} {
  const client = useQueryClient();
  const me = useOperator().data?.operator;
  const [approving, setApproving] = useState<Approval | null>(null);
  const [refusing, setRefusing] = useState<{ approval: Approval; withdraw: boolean } | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const approve = useAdminAction({
    mutationFn: (a: Approval) => approveApproval(a.id),
    onSuccess: (_, a) => setDone({ decision: 'approved', approval: a }),
    invalidates: afterApprovalDecision,
    fallback: t.failed,
  });
  const mine = (a: Approval) => me !== undefined && a.madeBy === me.email;

  const buttons = (a: Approval, look: 'link' | 'button', opts: { approveBlocked?: boolean } = {}) => {
    if (!mine(a) && me?.role !== 'admin' && APPROVAL_RULES[a.kind].checker !== 'operator') return null;
    return (
      <DecisionButtons
        className={look === 'link' ? styles.rowActions : undefined}
        look={look}
        mine={mine(a)}
        busy={approve.isPending}
        approveBlocked={opts.approveBlocked ?? false}
        decide={(yes) => (yes ? setApproving(a) : setRefusing({ approval: a, withdraw: mine(a) }))}
        texts={t}
      />
    );
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={approving !== null}
        title={approving ? t.approveTitle(approving.summary) : ''}
        {...(approving?.effect ? { text: approving.effect } : {})}
        confirmLabel={t.approve}
        onConfirm={() => {
          setDone(null);
          if (approving) approve.mutate(approving);
          setApproving(null);
        }}
        onCancel={() => setApproving(null)}
      />
      <ReasonDialog
        open={refusing !== null}
        title={refusing?.withdraw ? t.withdrawTitle : t.rejectTitle}
        text={(refusing && t.refused[refusing.approval.kind]) ?? t.unchanged}
        label={t.reason}
        confirmLabel={refusing?.withdraw ? t.withdraw : t.reject}
        rules={reasonRules}
        fallback={t.failed}
        submit={(reason) => rejectApproval(refusing!.approval.id, reason)}
        onDone={() => {
          approve.reset();
          if (refusing) setDone({ decision: refusing.withdraw ? 'withdrawn' : 'rejected', approval: refusing.approval });
          setRefusing(null);
          for (const queryKey of afterApprovalDecision) void client.invalidateQueries({ queryKey });
        }}
        onCancel={() => setRefusing(null)}
      />
    </>
  );
  return {
    notice: noticeOf(done, approve.refusal),
    decided: done?.approval ?? approve.variables ?? null,
    buttons,
    mine,
    dialogs,
  };
}

/** One waiting request: what it asks, what changes for members and orders, who asked and when, the decisions. */
function Waiting({ approval, decisions }: { approval: Approval; decisions: ReturnType<typeof useApprovalDecisions> }) {
  return (
    <div className={styles.pending}>
      <p className={styles.summary}>{t.waiting(approval.summary, APPROVAL_RULES[approval.kind].checker)}</p>
      {approval.effect ? <p>{approval.effect}</p> : null}
      <p className={styles.meta}>
        {t.askedBy(
          decisions.mine(approval) ? `${approval.madeBy} (${t.yours})` : approval.madeBy,
          formatDateTime(approval.madeAt),
        )}
      </p>
      {decisions.buttons(approval, 'button')}
    </div>
  );
}

/**
 * The request waiting beside what it would change (the member card's employment, the НДФЛ rules, a
 * contest's prizes, a dispute's credit); once decided, how it went.
 */
export function PendingApproval({
  approval,
  reasonRules,
}: {
  approval: Approval | null;
  reasonRules: LazyResolver<{ reason: string }>;
}) {
  const decisions = useApprovalDecisions(reasonRules);
  // What was said of a request decided before does not stand above a new one.
  const notice = approval && approval.id !== decisions.decided?.id ? null : decisions.notice;
  if (!approval && !notice) return null;
  return (
    <>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {approval ? <Waiting approval={approval} decisions={decisions} /> : null}
      {decisions.dialogs}
    </>
  );
}

/**
 * The requests of a kind that may wait side by side (a month's tier tables, the targets), each as
 * `PendingApproval` shows one; how the last decision went stays above them when it has left the list.
 */
export function PendingApprovals({
  approvals,
  reasonRules,
}: {
  approvals: readonly Approval[];
  reasonRules: LazyResolver<{ reason: string }>;
}) {
  const decisions = useApprovalDecisions(reasonRules);
  if (approvals.length === 0 && !decisions.notice) return null;
  return (
    <>
      {decisions.notice ? <Notice tone={decisions.notice.tone}>{decisions.notice.text}</Notice> : null}
      {approvals.map((a) => (
        <Waiting key={a.id} approval={a} decisions={decisions} />
      ))}
      {decisions.dialogs}
    </>
  );
}
