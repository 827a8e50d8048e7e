'use client';
// A decision that needs a reason written down (blocking, unblocking, refusing an adjustment): a modal
// with one field, checked by the contract's own rule for it (loaded on first use, decision 0022),
// sent by a back-office action.
import { useForm } from 'react-hook-form';
import { ButtonRow } from '@/components/ui/button-row';
import { Button } from '@/components/ui/button';
import { FormError, SubmitButton } from '../form-actions/form-actions';
import { Modal } from '../modal/modal';
import { adminCommon } from './texts';
import type { LazyResolver } from '@/lib/lazy-resolver';
import adminStyles from './admin.module.css';
import { ReasonField } from './form-fields';
import { useAdminAction } from './use-admin-action';

interface ReasonDialogProps<D> {
  open: boolean;
  title: string;
  text?: string;
  label: string;
  confirmLabel: string;
  /** The contract's rule for the reason (its field of the call's body), loaded by lazyResolver. */
  rules: LazyResolver<{ reason: string }>;
  submit: (reason: string) => Promise<D>;
  onDone: (answer: D) => void;
  onCancel: () => void;
  /** What a failure that is not the API's refusal says. */
  fallback?: string;
}

export function ReasonDialog<D>({
  open,
  title,
  text,
  label,
  confirmLabel,
  rules,
  submit,
  onDone,
  onCancel,
  fallback,
}: ReasonDialogProps<D>) {
  const form = useForm<{ reason: string }>({ resolver: rules.resolver, defaultValues: { reason: '' } });
  const action = useAdminAction({
    mutationFn: submit,
    form,
    fallback,
    onSuccess: (answer) => {
      form.reset();
      onDone(answer);
    },
  });
  const send = form.handleSubmit(({ reason }) => action.mutateAsync(reason).catch(() => undefined));

  return (
    <Modal open={open} onClose={onCancel} title={title} closeButton>
      <form method="post" className={adminStyles.form} onFocus={rules.preload} onSubmit={(e) => void send(e)} noValidate>
        {text ? <p>{text}</p> : null}
        <ReasonField form={form} name="reason" label={label} />
        <FormError message={action.refusal} />
        <ButtonRow>
          <SubmitButton busy={action.isPending}>{confirmLabel}</SubmitButton>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {adminCommon.cancel}
          </Button>
        </ButtonRow>
      </form>
    </Modal>
  );
}
