'use client';
// «Дилеры» of an operator (decision 0066): every dealer, or only the ticked ones, checked by the
// contract's rule before the call. Fewer dealers act at once; more wait for a second admin at the
// approvals door, and the answer says which.
import type { Operator, OperatorActionResponse } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import adminStyles from '@/components/admin/admin.module.css';
import { CheckboxesField, SelectField } from '@/components/admin/form-fields';
import { adminCommon } from '@/components/admin/texts';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { Modal } from '@/components/modal/modal';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { Button } from '@/components/ui/button';
import { ButtonRow } from '@/components/ui/button-row';
import { lazyResolver } from '@/lib/lazy-resolver';
import { approvalQueries } from '@/lib/queries/approvals';
import { operatorQueries } from '@/lib/queries/operator';
import { toDealersBody, toDealersValues, type DealersFormValues } from '../dealers-form';
import { dealerQueries, updateOperator } from '../queries';
import { adminOperators, dealersTexts as t } from '../texts';

const rules = lazyResolver(() => import('../resolvers').then((m) => m.dealersResolver));
const SCOPE_OPTIONS = [
  { value: 'all', label: t.scopeAll },
  { value: 'some', label: t.scopeSome },
];

interface DealersDialogProps {
  /** The operator whose dealers are changed; null: the dialog is closed. */
  operator: Operator | null;
  onDone: (answer: { operator: Operator; pendingChange: OperatorActionResponse['pendingChange'] }) => void;
  onCancel: () => void;
}

export function OperatorDealersDialog({ operator, onDone, onCancel }: DealersDialogProps) {
  return (
    <Modal open={operator !== null} onClose={onCancel} title={operator ? t.heading(operator.email) : ''} closeButton>
      {operator ? <DealersForm key={operator.id} operator={operator} onDone={onDone} onCancel={onCancel} /> : null}
    </Modal>
  );
}

function DealersForm({ operator, onDone, onCancel }: DealersDialogProps & { operator: Operator }) {
  const dealers = useQuery(dealerQueries.list());
  const form = useForm<DealersFormValues>({ resolver: rules.resolver, defaultValues: toDealersValues(operator) });
  const save = useAdminAction({
    mutationFn: (values: DealersFormValues) => updateOperator(operator.id, toDealersBody(values)),
    form,
    fallback: adminOperators.actionFailed,
    invalidates: [operatorQueries.list().queryKey, approvalQueries.all()],
    onSuccess: onDone,
  });
  const some = useWatch({ control: form.control, name: 'scope' }) === 'some';

  return (
    <form
      method="post"
      className={adminStyles.form}
      onFocus={rules.preload}
      onSubmit={(e) => void form.handleSubmit((values) => save.mutateAsync(values).catch(() => undefined))(e)}
      noValidate
    >
      <p>{t.hint}</p>
      <SelectField form={form} name="scope" label={t.scope} options={SCOPE_OPTIONS} />
      {some ? (
        <QueryState query={dealers} skeleton={<SkeletonRows count={3} height={24} />} errorText={t.loadError}>
          {dealers.data?.length ? (
            <CheckboxesField
              form={form}
              name="dealerIds"
              label={t.dealers}
              options={dealers.data.map((d) => ({ value: d.id, label: d.name }))}
            />
          ) : (
            <p>{t.none}</p>
          )}
        </QueryState>
      ) : null}
      <FormError message={save.refusal} />
      <ButtonRow>
        <SubmitButton busy={save.isPending}>{t.save}</SubmitButton>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {adminCommon.cancel}
        </Button>
      </ButtonRow>
    </form>
  );
}
