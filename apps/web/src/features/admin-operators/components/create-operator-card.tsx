'use client';
// «Новый оператор»: the contract's schema checks the form; the answer is an invitation sent to the
// new operator's e-mail, or, for an admin, a request a second admin approves (decision 0029).
import type { CreateOperatorBody, OperatorActionResponse } from '@cabinet/contracts/client';
import { OPERATOR_ROLES } from '@cabinet/contracts/client';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import adminStyles from '@/components/admin/admin.module.css';
import { SelectField, TextField } from '@/components/admin/form-fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Card, CardTitle } from '@/components/ui/card';
import { adminOperators as t } from '../texts';
import { roleText } from '@/components/admin/texts';
import { lazyResolver } from '@/lib/lazy-resolver';
import { createOperator } from '../queries';
import { dutiesTexts } from '../texts';

const rules = lazyResolver(() => import('../resolvers').then((m) => m.createOperatorResolver));
const EMPTY: CreateOperatorBody = { email: '', displayName: '', role: 'operator' };
const ROLE_OPTIONS = OPERATOR_ROLES.map((role) => ({ value: role, label: roleText[role] }));

export function CreateOperatorCard({ onDone }: { onDone: (answer: OperatorActionResponse, email: string) => void }) {
  const id = useId();
  const form = useForm<CreateOperatorBody>({ resolver: rules.resolver, defaultValues: EMPTY });
  const create = useAdminAction({
    mutationFn: createOperator,
    form,
    fallback: t.actionFailed,
    onSuccess: (answer, body) => {
      form.reset(EMPTY);
      onDone(answer, body.email);
    },
  });

  return (
    <Card aria-labelledby={`${id}-heading`}>
      <CardTitle as="h2" id={`${id}-heading`}>
        {t.createHeading}
      </CardTitle>
      <p>{dutiesTexts.createHint}</p>
      <form
        method="post"
        className={adminStyles.form}
        onFocus={rules.preload}
        onSubmit={(e) => void form.handleSubmit((values) => create.mutate(values))(e)}
        noValidate
      >
        <TextField form={form} name="email" label={t.email} type="email" autoComplete="off" />
        <TextField form={form} name="displayName" label={t.displayName} optional />
        <SelectField form={form} name="role" label={t.role} options={ROLE_OPTIONS} />
        <FormError message={create.refusal} />
        <SubmitButton busy={create.isPending}>{t.create}</SubmitButton>
      </form>
    </Card>
  );
}
