'use client';
// /admin/news/new and /admin/news/[id]: the news editor. The text in Markdown (rendered by the API
// to the HTML members read), the banner, the publication, and a preview at a phone's and a
// desktop's width. Every save names the version it began from: a second editor's save is refused
// with who saved first, never overwritten.
import { type AdminNewsItem, type NewsDraftBody } from '@cabinet/contracts/client';
import {
  NEWS_CATEGORY_MAX,
  NEWS_MARKDOWN_MAX,
  NEWS_PREVIEW_MAX,
  NEWS_STATES_OPERATORS_EDIT,
  NEWS_TITLE_MAX,
  listAdminNewsQuery,
} from '@cabinet/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { useDeferredValue, useId, useState, type FormEvent } from 'react';
import { Notice } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Field } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { ApiRequestError, structuredRefusal } from '@/lib/api-client/errors';
import { adminCommon } from '@/lib/admin-messages';
import { useOperator } from '@/lib/queries/operator';
import { newsAdminTexts as t } from '../messages';
import { createNews, newsAdminQueries, saveNews, uploadNewsImage } from '../queries';
import { NewsImageCard } from './news-image-card';
import { NewsPreviewPanel } from './news-preview-panel';
import { NewsPublishCard } from './news-publish-card';
import { previewItemOf } from '../preview-item';
import styles from './admin-news.module.css';

export function NewsEditorScreen({ id }: { id: number | null }) {
  if (id === null) return <Editor initial={null} />;
  return <LoadedEditor id={id} />;
}

function LoadedEditor({ id }: { id: number }) {
  const query = useQuery(newsAdminQueries.item(id));
  const missing = query.error instanceof ApiRequestError && query.error.status === 404;
  return (
    <QueryState
      query={query}
      skeleton={<SkeletonRows count={8} height={40} />}
      errorText={missing ? t.notFound : t.itemLoadError}
      surface="card"
    >
      {query.data ? <Editor key={query.data.id} initial={query.data} /> : null}
    </QueryState>
  );
}

const FIELDS = ['title', 'category', 'preview', 'markdown'] as const;
const blank: NewsDraftBody = { title: '', category: '', preview: '', markdown: '' };
const fieldsOf = (item: AdminNewsItem | null): NewsDraftBody =>
  item ? { title: item.title, category: item.category, preview: item.preview, markdown: item.markdown } : blank;

/** The API's refusal as the form shows it: the fields' own texts, or the message. */
function refusal(err: unknown): { fields: Record<string, string>; message: string | null; code: string | null } {
  const body = structuredRefusal(err);
  if (body) return { fields: body.fields ?? {}, message: body.fields ? null : body.message, code: body.code ?? null };
  return { fields: {}, message: adminCommon.unexpected, code: null };
}

function Editor({ initial }: { initial: AdminNewsItem | null }) {
  const id = useId();
  const client = useQueryClient();
  const operator = useOperator();
  const [item, setItem] = useState<AdminNewsItem | null>(initial);
  const [form, setForm] = useState<NewsDraftBody>(fieldsOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<{ message: string; stale: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pendingImage, setPendingImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);

  const isAdmin = operator.data?.operator.role === 'admin';
  const canEdit = !item || isAdmin || NEWS_STATES_OPERATORS_EDIT.includes(item.state);
  const saved = fieldsOf(item);
  const dirty = FIELDS.some((k) => form[k] !== saved[k]);
  const live = item?.state === 'published' || item?.state === 'scheduled';

  // The preview follows the text as it is typed, rendered by the API as members will get it.
  const markdown = useDeferredValue(form.markdown);
  const rendered = useQuery({ ...newsAdminQueries.rendered(markdown), placeholderData: (previous) => previous });

  const changed = (next: AdminNewsItem, message: string) => {
    setItem(next);
    client.setQueryData(newsAdminQueries.item(next.id).queryKey, next);
    void client.invalidateQueries({ queryKey: newsAdminQueries.lists() });
    setNotice(message);
    setError(null);
  };

  const failed = (err: unknown) => {
    const r = refusal(err);
    setErrors(r.fields);
    if (r.message) setError({ message: r.message, stale: r.code === 'conflict' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setError(null);
    setNotice(null);
    try {
      if (!item) {
        const created = await createNews(form);
        // The editor goes on as this item's editor; the address follows without a new page.
        window.history.replaceState(null, '', `/admin/news/${created.id}`);
        changed(created, t.created);
        if (pendingImage) {
          try {
            changed(await uploadNewsImage(created.id, created.version, pendingImage, () => undefined), t.created);
          } catch (err) {
            setImageError(refusal(err).message ?? Object.values(refusal(err).fields)[0] ?? t.imageFailed);
          }
          setPendingImage(null);
        }
        return;
      }
      changed(await saveNews(item.id, { ...form, version: item.version }), t.saved);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  /** After a refused stale save: the version saved by the other editor, this one's edits dropped. */
  const reloadLatest = async () => {
    if (!item) return;
    const fresh = await client.fetchQuery({ ...newsAdminQueries.item(item.id), staleTime: 0 });
    setItem(fresh);
    setForm(fieldsOf(fresh));
    setErrors({});
    setError(null);
  };

  const field = (key: (typeof FIELDS)[number]) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
    readOnly: !canEdit,
  });

  return (
    <>
      <p className={styles.back}>
        <Link href="/admin/news">{t.back}</Link>
      </p>
      <AdminPageHeader title={item ? t.editTitle : t.newTitle} intro={item ? item.title : undefined} />
      <div className={styles.editor}>
        <section className="card" aria-labelledby={`${id}-fields`}>
          <h2 className={styles.cardTitle} id={`${id}-fields`}>
            {t.fieldsSection}
          </h2>
          {!canEdit ? <p className={styles.muted}>{t.operatorReadOnly}</p> : null}
          {canEdit && live ? <p className={styles.warning}>{t.liveWarning}</p> : null}
          <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
            <Field id={`${id}-title`} label={t.fieldTitle} error={errors.title}>
              {(control) => <input {...control} className="input" maxLength={NEWS_TITLE_MAX} {...field('title')} />}
            </Field>
            <Field id={`${id}-category`} label={t.fieldCategory} hint={t.categoryHint} error={errors.category}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  maxLength={NEWS_CATEGORY_MAX}
                  list={`${id}-categories`}
                  autoComplete="off"
                  {...field('category')}
                />
              )}
            </Field>
            <Categories id={`${id}-categories`} />
            <Field id={`${id}-preview`} label={t.fieldPreview} hint={t.previewHint} error={errors.preview}>
              {(control) => (
                <textarea {...control} className="input" rows={2} maxLength={NEWS_PREVIEW_MAX} {...field('preview')} />
              )}
            </Field>
            <Field id={`${id}-markdown`} label={t.fieldMarkdown} hint={t.markdownHint} error={errors.markdown}>
              {(control) => (
                <textarea
                  {...control}
                  className={`input ${styles.markdown}`}
                  rows={14}
                  maxLength={NEWS_MARKDOWN_MAX}
                  spellCheck
                  {...field('markdown')}
                />
              )}
            </Field>
            {error ? (
              <div className={styles.refusal}>
                <FormError message={error.message} />
                {error.stale ? (
                  <button type="button" className="button button-secondary" onClick={() => void reloadLatest()}>
                    {t.reloadLatest}
                  </button>
                ) : null}
              </div>
            ) : null}
            {notice ? <Notice tone="good">{notice}</Notice> : null}
            {dirty && item ? <p className={styles.muted}>{t.unsaved}</p> : null}
            {canEdit ? (
              <div className="button-row">
                <SubmitButton busy={busy}>{!item ? t.saveDraft : live ? t.saveLive : t.save}</SubmitButton>
              </div>
            ) : null}
          </form>
        </section>
        <div className={styles.side}>
          <NewsImageCard
            item={item}
            canEdit={canEdit}
            pending={pendingImage}
            onPending={setPendingImage}
            error={imageError}
            onError={setImageError}
            onChanged={(next) => changed(next, t.imageSaved)}
            onRemoved={(next) => changed(next, t.imageRemoved)}
          />
          {item ? (
            <NewsPublishCard
              item={item}
              isAdmin={isAdmin}
              dirty={dirty}
              onChanged={changed}
              onFailed={(message) => {
                setNotice(null);
                setError({ message, stale: false });
              }}
            />
          ) : null}
        </div>
      </div>
      <NewsPreviewPanel item={previewItemOf(form, item, rendered.data?.html ?? item?.content ?? '')} />
    </>
  );
}

/** Every category in use, offered as the category field is typed. */
function Categories({ id }: { id: string }) {
  const list = useQuery(newsAdminQueries.list(listAdminNewsQuery.parse({})));
  return (
    <datalist id={id}>
      {(list.data?.categories ?? []).map((c) => (
        <option key={c} value={c} />
      ))}
    </datalist>
  );
}
