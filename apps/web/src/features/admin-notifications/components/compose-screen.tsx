'use client';
// /admin/notifications/new (admins): a notification to one member, to a list of phones (typed or
// from a CSV), or to every member; a category and an optional link to a page of the cabinet; now or
// at a set time. The recipients are checked first, and the send is confirmed with their count.
import { type NotificationAudience, type NotificationCategory, type NotificationRecipientsBody } from '@cabinet/contracts/client';
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
} from '@cabinet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Notice } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Field, FieldGroup } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { phoneForApi } from '@/components/phone-input/phone-mask';
import { structuredRefusal } from '@/lib/api-client/errors';
import { adminCommon } from '@/lib/admin-messages';
import { formatDateTime } from '@/lib/format';
import { moscowInputToIso } from '@/lib/moscow-input';
import { useOperator } from '@/lib/queries/operator';
import { notificationAdminTexts as t } from '../messages';
import { checkRecipients, notificationAdminQueries, sendNotification } from '../queries';
import styles from './admin-notifications.module.css';

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
        <section className="card">
          <p className={styles.muted}>{t.readOnly}</p>
        </section>
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

function ComposeForm() {
  const id = useId();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(BLANK);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [csvNote, setCsvNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const parsed = useMemo(() => parseRecipientPhones(draft.phonesText), [draft.phonesText]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft({ ...draft, [key]: value });

  const recipients = (): NotificationRecipientsBody => {
    if (draft.audience === 'member') return { audience: 'member', phone: phoneForApi(draft.phone) };
    if (draft.audience === 'list') return { audience: 'list', phones: parsed.phones };
    return { audience: 'all' };
  };

  /** What the page can tell before asking the API. */
  const localErrors = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (draft.audience === 'member' && phoneForApi(draft.phone).length !== 11) found.phone = t.phoneRequired;
    if (draft.audience === 'list' && parsed.phones.length === 0) found.phones = t.noPhones;
    if (draft.audience === 'list' && parsed.phones.length > NOTIFY_LIST_MAX) found.phones = t.tooMany(NOTIFY_LIST_MAX);
    if (!draft.title.trim()) found.title = 'Введите заголовок';
    if (draft.link.trim() && !isCabinetLink(draft.link.trim())) found.link = t.linkInvalid;
    if (draft.later && !moscowInputToIso(draft.sendAt)) found.sendAt = t.pickTime;
    return found;
  };

  const refused = (err: unknown) => {
    const body = structuredRefusal(err);
    // A list's phone refused by its place ('phones.3') belongs to the list's field.
    const fields = Object.fromEntries(
      Object.entries(body?.fields ?? {}).map(([key, text]) => [key.startsWith('phones.') ? 'phones' : key, text]),
    );
    setErrors(fields);
    if (!body?.fields) setError(body?.message ?? adminCommon.unexpected);
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice(null);
    const found = localErrors();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await checkRecipients(recipients());
      if (answer.unknownCount > 0) {
        setErrors({ phones: unknownPhonesText(answer.unknown, answer.unknownCount - answer.unknown.length) });
      } else if (answer.count === 0) setError(t.nobody);
      else setPending({ count: answer.count, sendAt: draft.later ? moscowInputToIso(draft.sendAt) : null });
    } catch (err) {
      refused(err);
    } finally {
      setBusy(false);
    }
  };

  const send = async (p: Pending) => {
    setPending(null);
    setBusy(true);
    try {
      const sent = await sendNotification({
        ...recipients(),
        category: draft.category,
        title: draft.title,
        body: draft.body,
        link: draft.link.trim() || null,
        sendAt: p.sendAt,
      });
      void client.invalidateQueries({ queryKey: notificationAdminQueries.all });
      setNotice(sent.status === 'scheduled' ? t.scheduled(formatDateTime(sent.sendAt)) : t.sent(sent.deliveredCount ?? 0));
      setDraft(BLANK);
      setCsvNote(null);
    } catch (err) {
      refused(err);
    } finally {
      setBusy(false);
    }
  };

  const readCsv = async (file: File | null) => {
    setCsvNote(null);
    if (!file) return;
    try {
      const fromFile = parseRecipientPhones(await file.text(), { csv: true });
      const merged = [...new Set([...parsed.phones, ...fromFile.phones])];
      set('phonesText', merged.map((p) => `+${p}`).join('\n'));
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
      <section className="card" aria-label={t.newTitle}>
        <form className={styles.form} onSubmit={(e) => void check(e)} noValidate>
          <FieldGroup id={`${id}-audience`} legend={t.audience}>
            <div className={styles.choices}>
              {NOTIFICATION_AUDIENCES.map((a) => (
                <label key={a} className={styles.choice}>
                  <input
                    type="radio"
                    name="audience"
                    value={a}
                    checked={draft.audience === a}
                    onChange={() => set('audience', a)}
                  />
                  {NOTIFICATION_AUDIENCE_TEXT[a]}
                </label>
              ))}
            </div>
          </FieldGroup>
          {draft.audience === 'member' ? (
            <Field id={`${id}-phone`} label={t.phone} error={errors.phone}>
              {(control) => <PhoneInput {...control} className="input" value={draft.phone} onChange={(v) => set('phone', v)} />}
            </Field>
          ) : null}
          {draft.audience === 'list' ? (
            <>
              <Field id={`${id}-phones`} label={t.phones} hint={t.phonesHint} error={errors.phones}>
                {(control) => (
                  <textarea
                    {...control}
                    className={`input ${styles.phones}`}
                    rows={6}
                    value={draft.phonesText}
                    onChange={(e) => set('phonesText', e.target.value)}
                  />
                )}
              </Field>
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
          <Field id={`${id}-category`} label={t.category} hint={t.categoryHint}>
            {(control) => (
              <select
                {...control}
                className="input"
                value={draft.category}
                onChange={(e) => set('category', e.target.value as NotificationCategory)}
              >
                {CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {NOTIFICATION_CATEGORY_TEXT[c]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${id}-title`} label={t.heading} error={errors.title}>
            {(control) => (
              <input
                {...control}
                className="input"
                maxLength={NOTIFICATION_TITLE_MAX}
                value={draft.title}
                onChange={(e) => set('title', e.target.value)}
              />
            )}
          </Field>
          <Field id={`${id}-body`} label={t.body} error={errors.body} optional>
            {(control) => (
              <textarea
                {...control}
                className="input"
                rows={4}
                maxLength={NOTIFICATION_BODY_MAX}
                value={draft.body}
                onChange={(e) => set('body', e.target.value)}
              />
            )}
          </Field>
          <Field id={`${id}-link`} label={t.link} hint={t.linkHint} error={errors.link} optional>
            {(control) => (
              <input
                {...control}
                className="input"
                list={`${id}-pages`}
                autoComplete="off"
                value={draft.link}
                onChange={(e) => set('link', e.target.value)}
              />
            )}
          </Field>
          <datalist id={`${id}-pages`}>
            {CABINET_PAGES.map((p) => (
              <option key={p.path} value={p.path}>
                {p.label}
              </option>
            ))}
          </datalist>
          <FieldGroup id={`${id}-when`} legend={t.when}>
            <div className={styles.choices}>
              <label className={styles.choice}>
                <input type="radio" name="when" checked={!draft.later} onChange={() => set('later', false)} />
                {t.now}
              </label>
              <label className={styles.choice}>
                <input type="radio" name="when" checked={draft.later} onChange={() => set('later', true)} />
                {t.later}
              </label>
            </div>
          </FieldGroup>
          {draft.later ? (
            <Field id={`${id}-at`} label={t.sendAt} error={errors.sendAt}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="datetime-local"
                  value={draft.sendAt}
                  onChange={(e) => set('sendAt', e.target.value)}
                />
              )}
            </Field>
          ) : null}
          <FormError message={error} />
          {notice ? (
            <div className={styles.choices}>
              <Notice tone="good">{notice}</Notice>
              <Link href="/admin/notifications">{t.toList}</Link>
            </div>
          ) : null}
          <div className="button-row">
            <SubmitButton busy={busy}>{draft.later ? t.submitLater : t.submit}</SubmitButton>
          </div>
        </form>
      </section>
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
        onConfirm={() => pending && void send(pending)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
