'use client';
// A target typed by an admin in a modal: a dealer's (split down at once) or a share set by hand (no
// more than the level above leaves it, the hint says how much). The number is checked by the
// contract's own rule before the call (loaded on first use, decision 0022); the API's refusal — a
// share too big, a target below the shares fixed under it — stands on the field, in its own words.
import { formatPhone, type CascadeShareLevel } from '@cabinet/contracts/client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import adminStyles from '@/components/admin/admin.module.css';
import { TextField } from '@/components/admin/form-fields';
import { adminCommon } from '@/components/admin/texts';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { Modal } from '@/components/modal/modal';
import { Button } from '@/components/ui/button';
import { ButtonRow } from '@/components/ui/button-row';
import { lazyResolver } from '@/lib/lazy-resolver';
import { cascadeQueries, setDealerTarget, setShare } from '../queries';
import type { CascadeRowLevel, CascadeTableRow } from '../rows';
import { cascadeTexts as t } from '../texts';

const dealerRules = lazyResolver(() => import('../resolvers').then((m) => m.dealerTargetResolver));
const shareRules = lazyResolver(() => import('../resolvers').then((m) => m.shareResolver));

/** The calls' path name of a level below the dealer. */
export const SHARE_LEVEL: Record<Exclude<CascadeRowLevel, 'dealer'>, CascadeShareLevel> = {
  point: 'points',
  team: 'teams',
  agent: 'agents',
};

interface Values {
  contracts: string;
}

/** A row's name as shown: an agent who has not told theirs by their phone. */
export const rowName = (row: CascadeTableRow) => row.name || (row.phone ? formatPhone(row.phone) : t.noName);

function TargetForm({
  row,
  month,
  onDone,
  onCancel,
}: {
  row: CascadeTableRow;
  month: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const rules = row.level === 'dealer' ? dealerRules : shareRules;
  const form = useForm<Values, unknown, { contracts: number }>({
    resolver: rules.resolver,
    defaultValues: { contracts: row.target === null ? '' : String(row.target) },
  });
  const save = useAdminAction({
    mutationFn: ({ contracts }: { contracts: number }) =>
      row.level === 'dealer'
        ? setDealerTarget(row.id, month, contracts)
        : setShare(SHARE_LEVEL[row.level], row.id, month, contracts),
    form,
    fallback: t.failed,
    invalidates: [cascadeQueries.all],
    onSuccess: onDone,
  });
  const submit = form.handleSubmit((values) => save.mutateAsync(values).catch(() => undefined));
  const hint = row.level === 'dealer' ? t.dialog.dealerHint : t.dialog.shareHint(row.left ?? 0);
  return (
    <form method="post" className={adminStyles.form} onFocus={rules.preload} onSubmit={(e) => void submit(e)} noValidate>
      <TextField form={form} name="contracts" label={t.dialog.contracts} hint={hint} inputMode="numeric" data-autofocus />
      <FormError message={save.refusal} />
      <ButtonRow>
        <SubmitButton busy={save.isPending}>{t.dialog.save}</SubmitButton>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {adminCommon.cancel}
        </Button>
      </ButtonRow>
    </form>
  );
}

/** The dialog of `row` (closed while null); `onDone` after the month's targets were written. */
export function TargetDialog({
  row,
  month,
  onDone,
  onClose,
}: {
  row: CascadeTableRow | null;
  month: string;
  onDone: () => void;
  onClose: () => void;
}) {
  // The row stays shown while the dialog closes (state adjusted while rendering, not in an effect).
  const [shown, setShown] = useState(row);
  if (row !== null && row !== shown) setShown(row);
  const title =
    shown === null ? undefined : shown.level === 'dealer' ? t.dialog.dealer(shown.name) : t.dialog.share(rowName(shown));
  return (
    <Modal open={row !== null} onClose={onClose} title={title} closeButton>
      {shown ? <TargetForm key={shown.key} row={shown} month={month} onDone={onDone} onCancel={onClose} /> : null}
    </Modal>
  );
}
