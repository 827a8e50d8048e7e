'use client';
// A replacement that keeps the old credential working a while beside the new one — a partner's API
// key, a webhook's signing secret — so that the company's system can switch without a gap: a modal
// asking for the hours, checked by the contract's own rule (loaded on first use, decision 0022), sent
// by a back-office action whose refusal of the hours is marked on the field.
import type { QueryKey } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ButtonRow } from '@/components/ui/button-row';
import { Button } from '@/components/ui/button';
import { FormError, SubmitButton } from '../form-actions/form-actions';
import { Modal } from '../modal/modal';
import { adminCommon } from './texts';
import type { LazyResolver } from '@/lib/lazy-resolver';
import adminStyles from './admin.module.css';
import { TextField } from './form-fields';
import { useAdminAction } from './use-admin-action';

/** The hours as typed, and as the contract's rule reads them. */
export interface OverlapValues {
  hours: string;
}

interface OverlapDialogProps<D> {
  open: boolean;
  title: string;
  text?: string | undefined;
  label: string;
  hint?: string | undefined;
  confirmLabel: string;
  /** What the field holds when the dialog opens. */
  defaultHours: number;
  /** The contract's rule for the hours (its field of the call's body), loaded by lazyResolver. */
  rules: LazyResolver<OverlapValues, { hours: number }>;
  submit: (hours: number) => Promise<D>;
  /** Read again once the call is over, whichever way it went (the list the replaced item is on). */
  invalidates?: readonly QueryKey[];
  onDone: (answer: D) => void;
  onCancel: () => void;
  /** Once the dialog has gone: a screen that shows what came back focuses it then. */
  onClosed?: () => void;
  /** What a failure that is not the API's refusal says. */
  fallback?: string;
}

export function OverlapDialog<D>({
  open,
  title,
  text,
  label,
  hint,
  confirmLabel,
  defaultHours,
  rules,
  submit,
  invalidates,
  onDone,
  onCancel,
  onClosed,
  fallback,
}: OverlapDialogProps<D>) {
  const empty = { hours: String(defaultHours) };
  const form = useForm<OverlapValues, unknown, { hours: number }>({ resolver: rules.resolver, defaultValues: empty });
  const action = useAdminAction({
    mutationFn: submit,
    form,
    fallback,
    invalidates,
    // The call's one field is the hours, whatever the route names it.
    fieldOf: () => 'hours',
    onSuccess: (answer) => {
      form.reset(empty);
      onDone(answer);
    },
  });
  const send = form.handleSubmit(({ hours }) => action.mutateAsync(hours).catch(() => undefined));
  // Opened again (for another key), the dialog starts afresh: no hours, error or refusal of the last time.
  const cancel = () => {
    form.reset(empty);
    action.reset();
    onCancel();
  };

  return (
    <Modal open={open} onClose={cancel} onClosed={onClosed} title={title} closeButton>
      <form method="post" className={adminStyles.form} onFocus={rules.preload} onSubmit={(e) => void send(e)} noValidate>
        {text ? <p>{text}</p> : null}
        <TextField form={form} name="hours" label={label} hint={hint} inputMode="numeric" autoComplete="off" />
        <FormError message={action.refusal} />
        <ButtonRow>
          <SubmitButton busy={action.isPending}>{confirmLabel}</SubmitButton>
          <Button type="button" variant="secondary" onClick={cancel}>
            {adminCommon.cancel}
          </Button>
        </ButtonRow>
      </form>
    </Modal>
  );
}
