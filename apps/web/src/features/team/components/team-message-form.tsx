'use client';
// «Сообщение команде»: a short note to the team's agents through the programme's notification
// channels, a few a day (TEAM_MESSAGES_PER_DAY) and without links (docs/product.md «Команды»). The
// API decides what a link is and counts the day: its refusals are said in its own words — a link
// beside the text, the day's limit in place of the count.
import { TEAM_MESSAGE_MAX, type TeamMessageBody } from '@cabinet/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { FormStatus } from '@/components/form-actions/form-status';
import { Card, CardTitle } from '@/components/ui/card';
import { LoggingOutError, refusalMessage, structuredRefusal } from '@/lib/api-client/errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { registerField } from '@/lib/register-field';
import { sendTeamMessage, setMessagesLeft } from '../queries';
import { teamTexts as t } from '../texts';
import styles from './team.module.css';

const rules = lazyResolver(() => import('../resolver').then((m) => m.messageResolver));

const COUNTER_ID = 'team-message-count';

export function TeamMessageForm({ messagesLeftToday }: { messagesLeftToday: number }) {
  const queryClient = useQueryClient();
  const form = useForm<TeamMessageBody>({ resolver: rules.resolver, defaultValues: { text: '' } });
  const length = useWatch({ control: form.control, name: 'text' }).length;
  const [sentTo, setSentTo] = useState<number | null>(null);
  const send = useMutation({
    mutationFn: sendTeamMessage,
    onMutate: () => setSentTo(null),
    onSuccess: (answer) => {
      setMessagesLeft(queryClient, answer.messagesLeftToday);
      form.reset({ text: '' });
      setSentTo(answer.recipients);
    },
    onError: (err) => {
      const code = structuredRefusal(err)?.code;
      // A link is the text's fault: said beside it, with the focus back in it.
      if (code === 'team_message_link')
        form.setError('text', { type: 'server', message: refusalMessage(err, t.sendFailed) }, { shouldFocus: true });
      if (code === 'team_message_limit') setMessagesLeft(queryClient, 0);
    },
  });
  // A link is said beside the text, the day's limit in place of the count of messages left.
  const refused = structuredRefusal(send.error)?.code;
  const saidElsewhere = refused === 'team_message_link' || refused === 'team_message_limit';
  const refusal =
    send.error && !(send.error instanceof LoggingOutError) && !saidElsewhere ? refusalMessage(send.error, t.sendFailed) : null;
  const none = messagesLeftToday <= 0;
  const noneText = refused === 'team_message_limit' ? refusalMessage(send.error, t.messagesNone) : t.messagesNone;

  return (
    <Card aria-labelledby="team-message-heading">
      <CardTitle as="h2" id="team-message-heading">
        {t.messageHeading}
      </CardTitle>
      <p className={styles.muted}>{t.messageIntro}</p>
      <form
        method="post"
        className={styles.form}
        onFocus={rules.preload}
        onSubmit={(event) => void form.handleSubmit((body) => send.mutateAsync(body).catch(() => undefined))(event)}
        noValidate
      >
        <Field id="team-message" label={t.messageLabel} hint={t.messageHint} error={form.formState.errors.text?.message}>
          {(control) => (
            <textarea
              {...control}
              {...registerField(form, 'text')}
              aria-describedby={[control['aria-describedby'], COUNTER_ID].filter(Boolean).join(' ')}
              className="input"
              rows={4}
              maxLength={TEAM_MESSAGE_MAX}
            />
          )}
        </Field>
        <p id={COUNTER_ID} className={styles.counter} data-full={length >= TEAM_MESSAGE_MAX}>
          <span aria-hidden="true">{t.messageCount(length, TEAM_MESSAGE_MAX)}</span>
          <span className="visually-hidden">{t.messageCountLabel(length, TEAM_MESSAGE_MAX)}</span>
        </p>
        <p className={styles.left} data-none={none} data-testid="team-messages-left" role="status">
          {none ? noneText : t.messagesLeft(messagesLeftToday)}
        </p>
        <FormError message={refusal} />
        <div>
          <SubmitButton busy={send.isPending} disabled={none}>
            {t.send}
          </SubmitButton>
        </div>
        <FormStatus>{sentTo === null ? '' : t.sent(sentTo)}</FormStatus>
      </form>
    </Card>
  );
}
