'use client';
// «Новый ключ»: a name, what the key may do, the partner's addresses, the last day and the calls per
// minute, checked by the contract's schema before the call. The answer holds the key's secrets once
// (the screen shows them); a key that writes contracts also waits for a second admin at the approvals
// door, whose list is read again.
import type { IssuedPartnerKey } from '@cabinet/contracts/client';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import adminStyles from '@/components/admin/admin.module.css';
import { CheckboxesField, TextAreaField, TextField } from '@/components/admin/form-fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { Card, CardTitle } from '@/components/ui/card';
import { lazyResolver } from '@/lib/lazy-resolver';
import { approvalQueries } from '@/lib/queries/approvals';
import { EMPTY_KEY_FORM, fieldOf, toBody, type IssueKeyFormValues } from '../form-values';
import { issuePartnerKey, partnerKeyQueries } from '../queries';
import { partnerKeysTexts as t } from '../texts';
import { PARTNER_DEFAULT_RATE_PER_MINUTE, PARTNER_SCOPE_TEXT, PARTNER_SCOPES } from '@cabinet/contracts/client';

/** The contract's schema, loaded on the form's first focus (decision 0022). */
const rules = lazyResolver(() => import('../resolvers').then((m) => m.issueKeyResolver));
const SCOPE_OPTIONS = PARTNER_SCOPES.map((scope) => ({ value: scope, label: PARTNER_SCOPE_TEXT[scope] }));

export function IssueKeyCard({ onIssued }: { onIssued: (answer: IssuedPartnerKey) => void }) {
  const id = useId();
  const form = useForm<IssueKeyFormValues>({ resolver: rules.resolver, defaultValues: EMPTY_KEY_FORM });
  const issue = useAdminAction({
    mutationFn: (values: IssueKeyFormValues) => issuePartnerKey(toBody(values)),
    form,
    fieldOf: (name) => fieldOf(name.split('.')),
    fallback: t.actionFailed,
    invalidates: [partnerKeyQueries.all, approvalQueries.all()],
    onSuccess: (answer) => {
      form.reset(EMPTY_KEY_FORM);
      onIssued(answer);
    },
  });

  return (
    <Card aria-labelledby={`${id}-heading`}>
      <CardTitle as="h2" id={`${id}-heading`}>
        {t.issueHeading}
      </CardTitle>
      <form
        method="post"
        aria-labelledby={`${id}-heading`}
        className={adminStyles.form}
        onFocus={rules.preload}
        onSubmit={(e) => void form.handleSubmit((values) => issue.mutate(values))(e)}
        noValidate
      >
        <TextField form={form} name="name" label={t.fields.name} hint={t.fields.nameHint} maxLength={100} autoComplete="off" />
        <CheckboxesField form={form} name="scopes" label={t.fields.scopes} hint={t.fields.scopesHint} options={SCOPE_OPTIONS} />
        <TextAreaField
          form={form}
          name="addresses"
          label={t.fields.addresses}
          hint={t.fields.addressesHint}
          optional
          rows={3}
          spellCheck={false}
          autoComplete="off"
        />
        <TextField form={form} name="expiresOn" label={t.fields.expiresOn} hint={t.fields.expiresOnHint} optional type="date" />
        <TextField
          form={form}
          name="ratePerMinute"
          label={t.fields.ratePerMinute}
          hint={t.fields.ratePerMinuteHint(PARTNER_DEFAULT_RATE_PER_MINUTE)}
          optional
          inputMode="numeric"
          autoComplete="off"
        />
        <FormError message={issue.refusal} />
        <SubmitButton busy={issue.isPending}>{t.issue}</SubmitButton>
      </form>
    </Card>
  );
}
