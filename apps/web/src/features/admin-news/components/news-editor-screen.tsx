'use client';
// /admin/news/new and /admin/news/[id]: the news editor. The text in Markdown (rendered by the API
// to the HTML members read), the banner, the publication, and a preview at a phone's and a
// desktop's width. Every save names the version it began from: a second editor's save is refused
// with who saved first, never overwritten. The form is the contract's draft body.
import {
  type AdminNewsItem,
  type NewsDraftBody,
  ADMIN_NEWS_PAGE,
  NEWS_CATEGORY_MAX,
  NEWS_MARKDOWN_MAX,
  NEWS_PREVIEW_MAX,
  NEWS_STATES_OPERATORS_EDIT,
  NEWS_TITLE_MAX,
} from '@cabinet/contracts/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Notice } from '@/components/admin/data-table';
import { TextAreaField, TextField } from '@/components/admin/form-fields';
import { AdminPageHeader } from '@/components/admin/page-header';
import { refusalOf } from '@/components/admin/refusal-text';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { ApiRequestError } from '@/lib/api-client/errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useOperator } from '@/lib/queries/operator';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { ButtonRow } from '@/components/ui/button-row';
import { newsAdminTexts as t } from '../texts';
import { createNews, newsAdminQueries, saveNews, uploadNewsImage } from '../queries';
import { previewItemOf } from '../preview-item';
import { NewsImageCard } from './news-image-card';
import { NewsPreviewPanel } from './news-preview-panel';
import { NewsPublishCard } from './news-publish-card';
import styles from './admin-news.module.css';
import adminStyles from '@/components/admin/admin.module.css';

/** The contract's draft body, loaded on the form's first focus (decision 0022). */
const draftRules = lazyResolver(() => import('../resolvers').then((m) => m.draftResolver));

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
/** The draft's fields: a line each for the title and the category, text areas for the rest. */
interface TextFieldSpec {
  name: (typeof FIELDS)[number];
  label: string;
  hint?: string;
  maxLength: number;
  /** A text area of so many rows; a line when not given. */
  rows?: number;
  /** Offers the categories in use as it is typed. */
  suggest?: boolean;
  spellCheck?: boolean;
  className?: string;
}
const TEXT_FIELDS: TextFieldSpec[] = [
  { name: 'title', label: t.fieldTitle, maxLength: NEWS_TITLE_MAX },
  { name: 'category', label: t.fieldCategory, hint: t.categoryHint, maxLength: NEWS_CATEGORY_MAX, suggest: true },
  { name: 'preview', label: t.fieldPreview, hint: t.previewHint, maxLength: NEWS_PREVIEW_MAX, rows: 2 },
  {
    name: 'markdown',
    label: t.fieldMarkdown,
    hint: t.markdownHint,
    maxLength: NEWS_MARKDOWN_MAX,
    rows: 14,
    spellCheck: true,
    className: styles.markdown,
  },
];
const blank: NewsDraftBody = { title: '', category: '', preview: '', markdown: '', important: false };
const fieldsOf = (item: AdminNewsItem | null): NewsDraftBody =>
  item
    ? { title: item.title, category: item.category, preview: item.preview, markdown: item.markdown, important: item.important }
    : blank;

function Editor({ initial }: { initial: AdminNewsItem | null }) {
  const id = useId();
  const client = useQueryClient();
  const operator = useOperator();
  const [item, setItem] = useState<AdminNewsItem | null>(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const [publishError, setPublishError] = useState<string | null>(null);
  const [pendingImage, setPendingImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const form = useForm<NewsDraftBody>({ resolver: draftRules.resolver, defaultValues: fieldsOf(initial) });
  const values = { ...blank, ...useWatch({ control: form.control }) };

  const isAdmin = operator.data?.operator.role === 'admin';
  const canEdit = !item || isAdmin || NEWS_STATES_OPERATORS_EDIT.includes(item.state);
  const saved = fieldsOf(item);
  const dirty = FIELDS.some((k) => values[k] !== saved[k]) || Boolean(values.important) !== Boolean(saved.important);
  const live = item?.state === 'published' || item?.state === 'scheduled';

  // The preview follows the text as it is typed, rendered by the API as members will get it.
  const markdown = useDeferredValue(values.markdown);
  const rendered = useQuery({ ...newsAdminQueries.rendered(markdown), placeholderData: (previous) => previous });

  const changed = (next: AdminNewsItem, message: string) => {
    setItem(next);
    client.setQueryData(newsAdminQueries.item(next.id).queryKey, next);
    void client.invalidateQueries({ queryKey: newsAdminQueries.lists() });
    setNotice(message);
    setPublishError(null);
  };

  const save = useAdminAction({
    mutationFn: async (body: NewsDraftBody) =>
      item
        ? { next: await saveNews(item.id, { ...body, version: item.version }), created: false }
        : { next: await createNews(body), created: true },
    form,
    onSuccess: async ({ next, created }) => {
      if (!created) return changed(next, t.saved);
      // The editor goes on as this item's editor; the address follows without a new page.
      window.history.replaceState(null, '', `/admin/news/${next.id}`);
      changed(next, t.created);
      if (!pendingImage) return;
      try {
        changed(await uploadNewsImage(next.id, next.version, pendingImage, () => undefined), t.created);
      } catch (err) {
        const refusal = refusalOf(err, t.imageFailed);
        setImageError(Object.values(refusal.fields)[0] ?? refusal.message);
      }
      setPendingImage(null);
    },
  });
  const submit = form.handleSubmit((body) => {
    setNotice(null);
    setPublishError(null);
    return save.mutateAsync(body).catch(() => undefined);
  });
  const refusal = save.refusal ?? publishError;
  const stale = save.refusal !== null && refusalOf(save.error).code === 'conflict';

  /** After a refused stale save: the version saved by the other editor, this one's edits dropped. */
  const reloadLatest = async () => {
    if (!item) return;
    const fresh = await client.fetchQuery({ ...newsAdminQueries.item(item.id), staleTime: 0 });
    setItem(fresh);
    form.reset(fieldsOf(fresh));
    save.reset();
  };

  return (
    <>
      <p className={styles.back}>
        <Link href="/admin/news">{t.back}</Link>
      </p>
      <AdminPageHeader title={item ? t.editTitle : t.newTitle} intro={item ? item.title : undefined} />
      <div className={styles.editor}>
        <Card aria-labelledby={`${id}-fields`}>
          <h2 className={styles.cardTitle} id={`${id}-fields`}>
            {t.fieldsSection}
          </h2>
          {!canEdit ? <p className={styles.muted}>{t.operatorReadOnly}</p> : null}
          {canEdit && live ? <p className={styles.warning}>{t.liveWarning}</p> : null}
          <form method="post" className={styles.form} onFocus={draftRules.preload} onSubmit={(e) => void submit(e)} noValidate>
            {TEXT_FIELDS.map(({ name, rows, suggest, ...field }) =>
              rows ? (
                <TextAreaField key={name} form={form} name={name} rows={rows} {...field} readOnly={!canEdit} />
              ) : (
                <TextField
                  key={name}
                  form={form}
                  name={name}
                  {...field}
                  {...(suggest ? { list: `${id}-categories`, autoComplete: 'off' } : {})}
                  readOnly={!canEdit}
                />
              ),
            )}
            <Categories id={`${id}-categories`} />
            <ImportantField form={form} item={item} readOnly={!canEdit} hintId={`${id}-important-hint`} />
            {refusal ? (
              <div className={styles.refusal}>
                <FormError message={refusal} />
                {stale ? (
                  <Button type="button" variant="secondary" onClick={() => void reloadLatest()}>
                    {t.reloadLatest}
                  </Button>
                ) : null}
              </div>
            ) : null}
            {notice ? <Notice tone="good">{notice}</Notice> : null}
            {dirty && item ? <p className={styles.muted}>{t.unsaved}</p> : null}
            {canEdit ? (
              <ButtonRow>
                <SubmitButton busy={save.isPending}>{!item ? t.saveDraft : live ? t.saveLive : t.save}</SubmitButton>
              </ButtonRow>
            ) : null}
          </form>
        </Card>
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
                save.reset();
                setPublishError(message);
              }}
            />
          ) : null}
        </div>
      </div>
      <NewsPreviewPanel item={previewItemOf(values, item, rendered.data?.html ?? item?.content ?? '')} />
    </>
  );
}

/**
 * «Важная новость»: its first publication goes by push to members who keep «Важные новости» on
 * (decision 0036). Once pushed, the hint says so: an edit or a second publication sends nothing.
 */
function ImportantField({
  form,
  item,
  readOnly,
  hintId,
}: {
  form: UseFormReturn<NewsDraftBody>;
  item: AdminNewsItem | null;
  readOnly: boolean;
  hintId: string;
}) {
  return (
    <div>
      <label className={adminStyles.choice}>
        <input type="checkbox" {...form.register('important')} disabled={readOnly} aria-describedby={hintId} />
        {t.important}
      </label>
      <p className={styles.muted} id={hintId}>
        {item?.importantPushedAt ? t.importantPushed : t.importantHint}
      </p>
    </div>
  );
}

/** The list's query with no filter, as its route's schema reads it: the list's first page, whose key it shares. */
const UNFILTERED = { skipCount: 0, maxResultCount: ADMIN_NEWS_PAGE };

/** Every category in use, offered as the category field is typed. */
function Categories({ id }: { id: string }) {
  const list = useQuery(newsAdminQueries.list(UNFILTERED));
  return (
    <datalist id={id}>
      {(list.data?.categories ?? []).map((c) => (
        <option key={c} value={c} />
      ))}
    </datalist>
  );
}
