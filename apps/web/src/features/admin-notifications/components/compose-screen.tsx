'use client';
// /admin/notifications/new (admins): a notification to one member, to a list of phones (typed or
// from a CSV), or to every member; a category and an optional link to a page of the cabinet; now or
// at a set time. The recipients are checked first, and the send is confirmed with their count.
import {
  type NotificationAudience,
  type NotificationCategory,
  type NotificationRecipientsBody,
  type SendNotificationBody,
} from '@cabinet/contracts/client';
import {
  CABINET_PAGES,
  isCabinetLink,
  NOTIFICATION_AUDIENCE_TEXT,
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_CATEGORY_TEXT,
  NOTIFICATION_TITLE_MAX,
  NOTIFY_LIST_MAX,
  parseRecipientPhones,
  unknownPhonesText,
} from '@cabinet/contracts/client';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Notice } from '@/components/admin/data-table';
import { PhoneField, SelectField, TextAreaField, TextField } from '@/components/admin/form-fields';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Field, FieldGroup } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { phoneForApi } from '@/components/phone-input/phone-mask';
import { formatDateTime } from '@/lib/format';
import { lazyModule } from '@/lib/lazy-resolver';
import { moscowInputToIso } from '@/lib/moscow-input';
import { useOperator } from '@/lib/queries/operator';
import { Card } from '@/components/ui/card';
import { ButtonRow } from '@/components/ui/button-row';
import { notificationAdminTexts as t } from '../texts';
import { checkRecipients, notificationAdminQueries, sendNotification } from '../queries';
import styles from './admin-notifications.module.css';
import adminStyles from '@/components/admin/admin.module.css';

const CATEGORIES = Object.keys(NOTIFICATION_CATEGORY_TEXT) as NotificationCategory[];
const SHOWN_UNREADABLE = 10;

interface Draft {
  audience: NotificationAudience;
  phone: string;
  phonesText: string;
  category: NotificationCategory;
  title: string;
  body: string;
  link: string;
  later: boolean;
  sendAt: string;
  /** Channels besides the cabinet (decision 0036). */
  push: boolean;
  sms: boolean;
}

const BLANK: Draft = {
  audience: 'member',
  phone: '',
  phonesText: '',
  category: 'system',
  title: '',
  body: '',
  link: '',
  later: false,
  sendAt: '',
  push: false,
  sms: false,
};

interface Pending {
  count: number;
  sendAt: string | null;
}

export function ComposeScreen() {
  const operator = useOperator();
  if (operator.data && operator.data.operator.role !== 'admin')
    return (
      <>
        <BackLink />
        <AdminPageHeader title={t.newTitle} />
        <Card>
          <p className={styles.muted}>{t.readOnly}</p>
        </Card>
      </>
    );
  return <ComposeForm />;
}

function BackLink() {
  return (
    <p className={styles.back}>
      <Link href="/admin/notifications">{t.back}</Link>
    </p>
  );
}

/** A refused list's phone ('phones.3') belongs to the list's field. */
const fieldOf = (name: string) => (name === 'phones' || name.startsWith('phones.') ? 'phonesText' : name);

const recipientsOf = (draft: Draft, phones: string[]): NotificationRecipientsBody => {
  if (draft.audience === 'member') return { audience: 'member', phone: phoneForApi(draft.phone) };
  if (draft.audience === 'list') return { audience: 'list', phones };
  return { audience: 'all' };
};

const bodyOf = (draft: Draft, sendAt: string | null): SendNotificationBody => ({
  ...recipientsOf(draft, parseRecipientPhones(draft.phonesText).phones),
  category: draft.category,
  title: draft.title,
  body: draft.body,
  link: draft.link.trim() || null,
  sendAt,
  channels: [...(draft.push ? (['push'] as const) : []), ...(draft.sms ? (['sms'] as const) : [])],
});

/** The contract's check of the body, loaded on the form's first focus or check (decision 0022). */
const contract = lazyModule(() => import('../resolvers'));

/** What the page can tell before asking the API: its own words first, then the contract's body. */
const composeResolver: Resolver<Draft> = async (draft) => {
  const found: Record<string, string> = {};
  const phones = parseRecipientPhones(draft.phonesText).phones;
  if (draft.audience === 'member' && phoneForApi(draft.phone).length !== 11) found.phone = t.phoneRequired;
  if (draft.audience === 'list' && phones.length === 0) found.phonesText = t.noPhones;
  if (draft.audience === 'list' && phones.length > NOTIFY_LIST_MAX) found.phonesText = t.tooMany(NOTIFY_LIST_MAX);
  if (draft.link.trim() && !isCabinetLink(draft.link.trim())) found.link = t.linkInvalid;
  if (draft.later && !moscowInputToIso(draft.sendAt)) found.sendAt = t.pickTime;
  const { sendNotificationIssues } = await contract.get();
  for (const issue of sendNotificationIssues(bodyOf(draft, null))) found[fieldOf(String(issue.path[0]))] ??= issue.message;
  const errors = Object.fromEntries(Object.entries(found).map(([name, message]) => [name, { type: 'rule', message }]));
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: draft, errors: {} };
};

function ComposeForm() {
  const id = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const [nobody, setNobody] = useState(false);
  const [csvNote, setCsvNote] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const form = useForm<Draft>({ resolver: composeResolver, defaultValues: BLANK });
  const draft = { ...BLANK, ...useWatch({ control: form.control }) };
  const parsed = useMemo(() => parseRecipientPhones(draft.phonesText), [draft.phonesText]);

  const check = useAdminAction({
    mutationFn: (values: Draft) => checkRecipients(recipientsOf(values, parsed.phones)),
    form,
    fieldOf,
    onSuccess: (answer, values) => {
      if (answer.unknownCount > 0)
        form.setError('phonesText', {
          type: 'server',
          message: unknownPhonesText(answer.unknown, answer.unknownCount - answer.unknown.length),
        });
      else if (answer.count === 0) setNobody(true);
      else setPending({ count: answer.count, sendAt: values.later ? moscowInputToIso(values.sendAt) : null });
    },
  });
  const send = useAdminAction({
    mutationFn: (p: Pending) => sendNotification(bodyOf(form.getValues(), p.sendAt)),
    form,
    fieldOf,
    onSuccess: (sent) => {
      setNotice(sent.status === 'scheduled' ? t.scheduled(formatDateTime(sent.sendAt)) : t.sent(sent.deliveredCount ?? 0));
      form.reset(BLANK);
      setCsvNote(null);
    },
    invalidates: [notificationAdminQueries.all],
  });
  const submit = form.handleSubmit((values) => {
    setNotice(null);
    setNobody(false);
    send.reset();
    return check.mutateAsync(values).catch(() => undefined);
  });

  const readCsv = async (file: File | null) => {
    setCsvNote(null);
    if (!file) return;
    try {
      const fromFile = parseRecipientPhones(await file.text(), { csv: true });
      const merged = [...new Set([...parsed.phones, ...fromFile.phones])];
      form.setValue('phonesText', merged.map((p) => `+${p}`).join('\n'));
      setCsvNote(t.csvRead(fromFile.phones.length));
    } catch {
      setCsvNote(t.csvFailed);
    }
  };

  const unreadable = parsed.unreadable;
  return (
    <>
      <BackLink />
      <AdminPageHeader title={t.newTitle} intro={t.newIntro} />
      <Card aria-label={t.newTitle}>
        <form method="post" className={styles.form} onFocus={contract.preload} onSubmit={(e) => void submit(e)} noValidate>
          <FieldGroup id={`${id}-audience`} legend={t.audience}>
            <div className={styles.choices}>
              {NOTIFICATION_AUDIENCES.map((a) => (
                <label key={a} className={adminStyles.choice}>
                  <input type="radio" value={a} {...form.register('audience')} />
                  {NOTIFICATION_AUDIENCE_TEXT[a]}
                </label>
              ))}
            </div>
          </FieldGroup>
          {draft.audience === 'member' ? <PhoneField form={form} name="phone" label={t.phone} /> : null}
          {draft.audience === 'list' ? (
            <>
              <TextAreaField
                form={form}
                name="phonesText"
                label={t.phones}
                hint={t.phonesHint}
                className={styles.phones}
                rows={6}
              />
              <p className={styles.muted} role="status">
                {t.found(parsed.phones.length)}
                {unreadable.length > 0
                  ? ` ${t.unreadable(unreadable.slice(0, SHOWN_UNREADABLE), unreadable.length - SHOWN_UNREADABLE)}`
                  : ''}
              </p>
              <Field id={`${id}-csv`} label={t.csv} hint={t.csvHint}>
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    type="file"
                    accept=".csv,text/csv,text/plain"
                    onChange={(e) => void readCsv(e.target.files?.[0] ?? null)}
                  />
                )}
              </Field>
              {csvNote ? <p className={styles.muted}>{csvNote}</p> : null}
            </>
          ) : null}
          {draft.audience === 'all' ? <p className={styles.muted}>{t.confirmAll}</p> : null}
          <SelectField
            form={form}
            name="category"
            label={t.category}
            hint={t.categoryHint}
            options={CATEGORIES.map((c) => ({ value: c, label: NOTIFICATION_CATEGORY_TEXT[c] }))}
          />
          <TextField form={form} name="title" label={t.heading} maxLength={NOTIFICATION_TITLE_MAX} />
          <TextAreaField form={form} name="body" label={t.body} optional rows={4} maxLength={NOTIFICATION_BODY_MAX} />
          <TextField form={form} name="link" label={t.link} hint={t.linkHint} optional list={`${id}-pages`} autoComplete="off" />
          <datalist id={`${id}-pages`}>
            {CABINET_PAGES.map((p) => (
              <option key={p.path} value={p.path}>
                {p.label}
              </option>
            ))}
          </datalist>
          <FieldGroup id={`${id}-channels`} legend={t.channels}>
            <p className={styles.muted}>{t.channelCabinet}</p>
            <div className={styles.choices}>
              <label className={adminStyles.choice}>
                <input type="checkbox" {...form.register('push')} />
                {t.channelPush}
              </label>
              <label className={adminStyles.choice}>
                <input type="checkbox" {...form.register('sms')} />
                {t.channelSms}
              </label>
            </div>
          </FieldGroup>
          <FieldGroup id={`${id}-when`} legend={t.when}>
            <div className={styles.choices}>
              <label className={adminStyles.choice}>
                <input type="radio" name="when" checked={!draft.later} onChange={() => form.setValue('later', false)} />
                {t.now}
              </label>
              <label className={adminStyles.choice}>
                <input type="radio" name="when" checked={draft.later} onChange={() => form.setValue('later', true)} />
                {t.later}
              </label>
            </div>
          </FieldGroup>
          {draft.later ? <TextField form={form} name="sendAt" label={t.sendAt} type="datetime-local" /> : null}
          <FormError message={check.refusal ?? send.refusal ?? (nobody ? t.nobody : null)} />
          {notice ? (
            <div className={styles.choices}>
              <Notice tone="good">{notice}</Notice>
              <Link href="/admin/notifications">{t.toList}</Link>
            </div>
          ) : null}
          <ButtonRow>
            <SubmitButton busy={check.isPending || send.isPending}>{draft.later ? t.submitLater : t.submit}</SubmitButton>
          </ButtonRow>
        </form>
      </Card>
      <ConfirmDialog
        open={pending !== null}
        title={
          pending
            ? pending.sendAt
              ? t.confirmLater(pending.count, formatDateTime(pending.sendAt))
              : t.confirmNow(pending.count)
            : ''
        }
        confirmLabel={pending?.sendAt ? t.schedule : t.send}
        onConfirm={() => {
          if (pending) send.mutate(pending);
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
