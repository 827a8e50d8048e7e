'use client';
// «Новый оператор»: the contract's schema checks the form; the answer is an invitation sent to the
// new operator's e-mail, or, for an admin, a request a second admin approves (decision 0029).
import type { CreateOperatorBody, OperatorActionResponse } from '@cabinet/contracts/client';
import { OPERATOR_ROLES } from '@cabinet/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import adminStyles from '@/components/admin/admin.module.css';
import { ApiRequestError } from '@/lib/api-client/errors';
import { refusalText } from '@/components/admin/refusal-text';
import { adminOperators as t, roleText } from '@/lib/admin-messages';
import { lazyResolver } from '@/lib/lazy-resolver';
import { createOperator } from '../queries';
import { dutiesTexts } from '../texts';

const rules = lazyResolver(() => import('../resolvers').then((m) => m.createOperatorResolver));
const EMPTY: CreateOperatorBody = { email: '', displayName: '', role: 'operator' };

export function CreateOperatorCard({ onDone }: { onDone: (answer: OperatorActionResponse, email: string) => void }) {
  const id = useId();
  const form = useForm<CreateOperatorBody>({ resolver: rules.resolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const create = useMutation({
    mutationFn: createOperator,
    onSuccess: (answer, body) => {
      form.reset(EMPTY);
      onDone(answer, body.email);
    },
    onError: (err) => {
      if (!(err instanceof ApiRequestError) || !err.body?.fields) return;
      for (const [name, message] of Object.entries(err.body.fields)) {
        if (name in EMPTY) form.setError(name as keyof CreateOperatorBody, { type: 'server', message });
      }
    },
  });

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="card-title">
        {t.createHeading}
      </h2>
      <p>{dutiesTexts.createHint}</p>
      <form
        className={adminStyles.form}
        onFocus={rules.preload}
        onSubmit={(e) => void form.handleSubmit((values) => create.mutate(values))(e)}
        noValidate
      >
        <Field id={`${id}-email`} label={t.email} error={errors.email?.message}>
          {(control) => <input {...control} {...form.register('email')} className="input" type="email" autoComplete="off" />}
        </Field>
        <Field id={`${id}-name`} label={t.displayName} error={errors.displayName?.message} optional>
          {(control) => <input {...control} {...form.register('displayName')} className="input" />}
        </Field>
        <Field id={`${id}-role`} label={t.role} error={errors.role?.message}>
          {(control) => (
            <select {...control} {...form.register('role')} className="input">
              {OPERATOR_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleText[role]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormError message={create.isError ? refusalText(create.error, t.actionFailed) : null} />
        <SubmitButton busy={create.isPending}>{t.create}</SubmitButton>
      </form>
    </section>
  );
}
