'use client';
// A list of money one admin decided that waits for a second (decisions 0029 and 0041): a row's
// «Подтвердить» and «Отклонить», the confirmation and the reason they ask for, and what the list then
// says — the rejection, the approval, or the approval's refusal. The adjustments and the money
// decisions read the same way.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { LazyResolver } from '@/lib/lazy-resolver';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from './confirm-dialog';
import { ReasonDialog } from './reason-dialog';
import { useAdminAction } from './use-admin-action';

export interface DecisionNotice {
  tone: 'good' | 'bad';
  text: string;
}

export interface MakerCheckerTexts {
  approve: string;
  reject: string;
  rejectTitle: string;
  rejectText?: string;
  /** The label of the reason's field. */
  reason: string;
  actionFailed: string;
  approved: string;
  rejected: string;
}

interface MakerCheckerOptions<T> {
  approve: (item: T) => Promise<unknown>;
  reject: (item: T, reason: string) => Promise<unknown>;
  /** Read again after either decision (the lists the item is on). */
  invalidates: readonly QueryKey[];
  /** Besides the lists: what an approval changes elsewhere (the member's card). */
  onApproved?: (item: T) => unknown;
  approveTitle: (item: T) => string;
  /** The contract's rule for the reason, loaded on first use (lazyResolver, decision 0022). */
  reasonRules: LazyResolver<{ reason: string }>;
  texts: MakerCheckerTexts;
}

function decisionNotice(
  rejected: boolean,
  approve: { isSuccess: boolean; refusal: string | null },
  t: Pick<MakerCheckerTexts, 'rejected' | 'approved'>,
): DecisionNotice | null {
  if (rejected) return { tone: 'good', text: t.rejected };
  if (approve.isSuccess) return { tone: 'good', text: t.approved };
  return approve.refusal ? { tone: 'bad', text: approve.refusal } : null;
}

export function useMakerChecker<T>(o: MakerCheckerOptions<T>): {
  notice: DecisionNotice | null;
  /** A row's two buttons; the caller lays them out in its cell. */
  buttons: (item: T) => ReactNode;
  dialogs: ReactNode;
} {
  const client = useQueryClient();
  const t = o.texts;
  const [approving, setApproving] = useState<T | null>(null);
  const [rejecting, setRejecting] = useState<T | null>(null);
  const [rejected, setRejected] = useState(false);
  const approve = useAdminAction({
    mutationFn: o.approve,
    onSuccess: (_, item: T) => o.onApproved?.(item),
    fallback: t.actionFailed,
    invalidates: o.invalidates,
  });
  const buttons = (item: T) => (
    <>
      <Button type="button" variant="primary" onClick={() => setApproving(item)}>
        {t.approve}
      </Button>
      <Button type="button" variant="secondary" onClick={() => setRejecting(item)}>
        {t.reject}
      </Button>
    </>
  );
  const dialogs = (
    <>
      <ConfirmDialog
        open={approving !== null}
        title={approving !== null ? o.approveTitle(approving) : ''}
        confirmLabel={t.approve}
        onConfirm={() => {
          setRejected(false);
          if (approving !== null) approve.mutate(approving);
          setApproving(null);
        }}
        onCancel={() => setApproving(null)}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={t.rejectTitle}
        {...(t.rejectText ? { text: t.rejectText } : {})}
        label={t.reason}
        confirmLabel={t.reject}
        rules={o.reasonRules}
        fallback={t.actionFailed}
        submit={(reason) => o.reject(rejecting!, reason)}
        onDone={() => {
          setRejecting(null);
          approve.reset();
          setRejected(true);
          for (const queryKey of o.invalidates) void client.invalidateQueries({ queryKey });
        }}
        onCancel={() => setRejecting(null)}
      />
    </>
  );
  return { notice: decisionNotice(rejected, approve, t), buttons, dialogs };
}
