'use client';
// An address's form — its URL, a description and the events it is sent, a checkbox each — checked by
// the contract's schema before the call: «Новый адрес» on the list (the answer holds its signing secret
// once, which the list shows) and «Изменить адрес» on its page. The API checks more than the form can
// (the scheme its settings allow, where the name resolves): that refusal is marked on the URL.
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@cabinet/contracts/client';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import adminStyles from '@/components/admin/admin.module.css';
import { CheckboxesField, TextField } from '@/components/admin/form-fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { Button } from '@/components/ui/button';
import { ButtonRow } from '@/components/ui/button-row';
import { Card, CardTitle } from '@/components/ui/card';
import { lazyResolver } from '@/lib/lazy-resolver';
import { fieldOf, toBody, toValues, type EndpointFormValues } from '../form-values';
import { createWebhookEndpoint, updateWebhookEndpoint, webhookQueries } from '../queries';
import { webhookTexts, webhooksTexts as t } from '../texts';
import { WEBHOOK_EVENT_TITLES, WEBHOOK_EVENT_TYPES } from '@cabinet/contracts/client';
import styles from './webhooks.module.css';

/** The contract's schema, loaded on the form's first focus (decision 0022). */
const rules = lazyResolver(() => import('../resolvers').then((m) => m.endpointResolver));
const EVENT_OPTIONS = WEBHOOK_EVENT_TYPES.map((event) => ({ value: event, label: WEBHOOK_EVENT_TITLES[event] }));

/** The contract's longest URL and description, kept by the inputs too. */
const URL_MAX = 2000;
const DESCRIPTION_MAX = 200;

type EndpointFormProps =
  | { endpoint: null; onCreated: (answer: WebhookEndpointWithSecret) => void }
  | { endpoint: WebhookEndpoint; onSaved: (endpoint: WebhookEndpoint) => void; onCancel: () => void };

export function EndpointForm(props: EndpointFormProps) {
  const id = useId();
  const { endpoint } = props;
  const form = useForm<EndpointFormValues>({ resolver: rules.resolver, defaultValues: toValues(endpoint) });
  const save = useAdminAction({
    mutationFn: async (values: EndpointFormValues) =>
      endpoint ? { endpoint: await updateWebhookEndpoint(endpoint.id, toBody(values)) } : createWebhookEndpoint(toBody(values)),
    form,
    fieldOf: (name) => fieldOf(name.split('.')),
    fallback: t.actionFailed,
    invalidates: [webhookQueries.all],
    onSuccess: (answer) => {
      if (props.endpoint !== null) return props.onSaved(answer.endpoint);
      form.reset(toValues(null));
      if ('secret' in answer) props.onCreated(answer);
    },
  });
  const heading = endpoint ? webhookTexts.editHeading : t.createHeading;

  return (
    <Card aria-labelledby={`${id}-heading`}>
      <CardTitle as="h2" id={`${id}-heading`}>
        {heading}
      </CardTitle>
      <form
        method="post"
        aria-labelledby={`${id}-heading`}
        className={`${adminStyles.form} ${styles.endpointForm}`}
        onFocus={rules.preload}
        onSubmit={(e) => void form.handleSubmit((values) => save.mutate(values))(e)}
        noValidate
      >
        <TextField
          form={form}
          name="url"
          label={t.fields.url}
          hint={t.fields.urlHint}
          type="url"
          inputMode="url"
          maxLength={URL_MAX}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          form={form}
          name="description"
          label={t.fields.description}
          hint={t.fields.descriptionHint}
          optional
          maxLength={DESCRIPTION_MAX}
          autoComplete="off"
        />
        <CheckboxesField form={form} name="events" label={t.fields.events} hint={t.fields.eventsHint} options={EVENT_OPTIONS} />
        <FormError message={save.refusal} />
        <ButtonRow wrap>
          <SubmitButton busy={save.isPending}>{endpoint ? webhookTexts.save : t.create}</SubmitButton>
          {props.endpoint ? (
            <Button type="button" variant="secondary" onClick={props.onCancel}>
              {webhookTexts.cancelEdit}
            </Button>
          ) : null}
        </ButtonRow>
      </form>
    </Card>
  );
}
