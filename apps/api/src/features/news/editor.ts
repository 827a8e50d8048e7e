// The back office's news editor (docs/product.md §12). Who may do what (decision 0017): every operator
// writes and edits drafts and items taken off; only admins publish, schedule, take off, and
// change what members see or will see by themselves (scheduled and published items). Every change
// names the version it started from, so the slower of two editors is told, not overwritten.
import {
  NEWS_STATES_OPERATORS_EDIT,
  outsideLinkIn,
  outsideLinkText,
  type AdminNewsItem,
  type AdminNewsRow,
  type ListAdminNewsResponse,
  type NewsDraftBody,
  type NewsState,
} from '@cabinet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/types.js';
import type { JobSender } from '../../jobs/queue.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { FileStore } from '../../lib/file-store.js';
import { audit } from '../audit/service.js';
import { commitUpload, deleteFileRow, findFile, insertFileRow, type StoredFile } from '../files/service.js';
import type { OperatorAuth } from '../../http/callers.js';
import { auditActorOf } from '../audit/service.js';
import * as q from './editor-queries.js';
import { goLiveJob } from './go-live-job.js';
import { importantNewsPushJob } from './important-push-job.js';
import { renderNewsMarkdown } from './markdown.js';
import { toNewsWebp } from './news-image.js';
import type { UploadBody } from '../../lib/uploads/spooled-file.js';
import { newsSlug } from './slug.js';
import { moscowDayTimeText } from '../../lib/moscow-time.js';

export interface EditorDeps {
  db: Db;
  clock: Clock;
  jobs: JobSender;
  files: FileStore;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const collator = new Intl.Collator('ru');
/** «12.01.2026 в 14:05» (Moscow time). */
const atText = (at: Date) => moscowDayTimeText(at).replace(', ', ' в ');

const newsNotFound = () => new AppError('not_found', { message: 'Новость не найдена' });

function toRow(r: q.EditorNewsRow): AdminNewsRow {
  return {
    id: Number(r.id),
    slugId: r.slugId,
    title: r.title,
    category: r.category,
    preview: r.preview,
    imageId: r.imageFileId,
    state: r.state,
    important: r.important,
    importantPushedAt: r.importantPushedAt?.toISOString() ?? null,
    publishedAt: r.state === 'draft' ? null : r.publishedAt.toISOString(),
    likesCount: r.likesCount,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy,
    updatedAt: r.updatedAt.toISOString(),
    updatedBy: r.updatedBy,
  };
}

function toItem(r: q.EditorNewsRow): AdminNewsItem {
  return { ...toRow(r), markdown: r.markdown ?? r.content, content: r.content };
}

export async function listAdminNews(
  deps: Pick<EditorDeps, 'db' | 'clock'>,
  query: { state?: NewsState; category?: string; search?: string; skipCount: number; maxResultCount: number },
): Promise<ListAdminNewsResponse> {
  const [list, categories] = await Promise.all([
    q.listEditorNews(deps.db, {
      now: deps.clock.now(),
      state: query.state,
      category: query.category,
      search: query.search,
      skip: query.skipCount,
      take: query.maxResultCount,
    }),
    q.listAllCategories(deps.db),
  ]);
  return { items: list.rows.map(toRow), totalCount: list.total, categories: categories.sort(collator.compare) };
}

export async function getAdminNews(deps: Pick<EditorDeps, 'db' | 'clock'>, id: number): Promise<AdminNewsItem> {
  const row = await q.findEditorNews(deps.db, { id, now: deps.clock.now() });
  if (!row) throw newsNotFound();
  return toItem(row);
}

/**
 * An important item's title is the text of its push (decision 0036): like every message to members
 * it carries no address of another site. The text of the item itself may link anywhere.
 */
function refuseOutsideLinkInPush(title: string, important: boolean): void {
  const link = important ? outsideLinkIn(title) : null;
  if (link) throw new AppError('validation_error', { details: { fields: { title: outsideLinkText(link) } } });
}

/** The fields of the editor as stored: the Markdown and the HTML rendered from it. */
function draftFields(body: NewsDraftBody) {
  const content = renderNewsMarkdown(body.markdown);
  // Markdown that renders to nothing a member could read (only a script, say) is no text.
  if (!content.replace(/<[^>]*>/g, '').trim() && !content.includes('<img'))
    throw new AppError('validation_error', { details: { fields: { markdown: 'Напишите текст новости' } } });
  return {
    title: body.title,
    category: body.category,
    preview: body.preview,
    markdown: body.markdown,
    content,
    important: body.important,
  };
}

export async function createNewsDraft(deps: EditorDeps, who: OperatorAuth, body: NewsDraftBody): Promise<AdminNewsItem> {
  const fields = draftFields(body);
  refuseOutsideLinkInPush(fields.title, fields.important ?? false);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    let id: string | undefined;
    // The slug's random suffix almost never repeats; when it does, ON CONFLICT lets us try another.
    for (let attempt = 0; attempt < 5 && !id; attempt++) {
      id = await q.insertDraft(tx, {
        ...fields,
        important: fields.important ?? false,
        slugId: newsSlug(fields.title),
        by: who.operatorId,
        now,
      });
    }
    if (!id) throw new Error('no free news slug after 5 attempts');
    await audit(
      tx,
      auditActorOf(who),
      {
        action: 'news.created',
        targetType: 'news',
        targetId: id,
        after: { title: fields.title, category: fields.category, important: fields.important ?? false },
      },
      now,
    );
    return toItem((await q.findEditorNews(tx, { id: Number(id), now }))!);
  });
}

/**
 * Locks the item and checks that the caller may change it and started from its current version.
 * The refusal of a stale version names who changed it since, and when.
 */
async function lockForChange(
  tx: Queryable,
  who: OperatorAuth,
  input: { id: number; version: number; now: Date; adminOnly?: boolean },
): Promise<q.EditorNewsRow> {
  const row = await q.findEditorNews(tx, { id: input.id, now: input.now, lock: true });
  if (!row) throw newsNotFound();
  if (who.role !== 'admin' && (input.adminOnly || !NEWS_STATES_OPERATORS_EDIT.includes(row.state)))
    throw new AppError('forbidden', {
      message: 'Опубликованную или запланированную новость может изменить только администратор',
    });
  if (row.version !== input.version) {
    const by = row.updatedBy ?? 'другой редактор';
    throw new AppError('conflict', {
      message: `Новость уже изменил(а) ${by} ${atText(row.updatedAt)}. Обновите страницу и повторите изменения.`,
    });
  }
  return row;
}

async function reread(tx: Queryable, id: number, now: Date): Promise<AdminNewsItem> {
  return toItem((await q.findEditorNews(tx, { id, now }))!);
}

export async function updateNews(
  deps: EditorDeps,
  who: OperatorAuth,
  id: number,
  body: NewsDraftBody & { version: number },
): Promise<AdminNewsItem> {
  const fields = draftFields(body);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockForChange(tx, who, { id, version: body.version, now });
    refuseOutsideLinkInPush(fields.title, fields.important ?? row.important);
    const changed: string[] = (['title', 'category', 'preview', 'markdown'] as const).filter(
      (k) => (row[k] ?? row.content) !== fields[k],
    );
    if (fields.important !== undefined && fields.important !== row.important) changed.push('important');
    await q.updateNewsRow(tx, id, fields, who.operatorId, now);
    await audit(
      tx,
      auditActorOf(who),
      {
        action: 'news.updated',
        targetType: 'news',
        targetId: id,
        // The texts can be long: the log keeps the title and which fields changed, not the bodies.
        before: { title: row.title, state: row.state, version: row.version },
        after: { title: fields.title, changed, version: row.version + 1 },
      },
      now,
    );
    return reread(tx, id, now);
  });
}

/**
 * Replaces the banner: the bytes are sniffed, resized and re-encoded before anything is stored;
 * the old file goes once the change has committed (commitUpload).
 */
export async function setNewsImage(
  deps: EditorDeps,
  who: OperatorAuth,
  input: { id: number; version: number; image: UploadBody },
): Promise<AdminNewsItem> {
  const webp = await toNewsWebp(input.image);
  const now = deps.clock.now();
  return commitUpload(deps, { body: webp, extension: 'webp' }, async (tx, storageKey) => {
    const row = await lockForChange(tx, who, { id: input.id, version: input.version, now });
    const fileId = await insertFileRow(tx, {
      memberId: null,
      kind: 'news',
      mime: 'image/webp',
      sizeBytes: webp.length,
      storageKey,
      now,
    });
    await q.updateNewsRow(tx, input.id, { imageFileId: fileId }, who.operatorId, now);
    const released = row.imageFileId ? await deleteFileRow(tx, row.imageFileId) : null;
    await audit(
      tx,
      auditActorOf(who),
      {
        action: 'news.image_changed',
        targetType: 'news',
        targetId: input.id,
        before: { imageId: row.imageFileId },
        after: { imageId: fileId },
      },
      now,
    );
    return { result: await reread(tx, input.id, now), releasedKeys: released ? [released] : [] };
  });
}

export async function removeNewsImage(
  deps: EditorDeps,
  who: OperatorAuth,
  input: { id: number; version: number },
): Promise<AdminNewsItem> {
  const now = deps.clock.now();
  let released: string | null = null;
  const item = await deps.db.transaction(async (tx) => {
    const row = await lockForChange(tx, who, { id: input.id, version: input.version, now });
    await q.updateNewsRow(tx, input.id, { imageFileId: null }, who.operatorId, now);
    if (row.imageFileId) released = await deleteFileRow(tx, row.imageFileId);
    await audit(
      tx,
      auditActorOf(who),
      {
        action: 'news.image_changed',
        targetType: 'news',
        targetId: input.id,
        before: { imageId: row.imageFileId },
        after: { imageId: null },
      },
      now,
    );
    return reread(tx, input.id, now);
  });
  if (released) {
    const key = released;
    await deps.files
      .delete(key)
      .catch((err: unknown) => deps.log.warn({ err, storageKey: key }, 'bytes of a removed news image not removed'));
  }
  return item;
}

const WRONG_STATE: Partial<Record<NewsState, string>> = {
  published: 'Новость уже опубликована',
  draft: 'Это черновик: снимать с публикации нечего',
  unpublished: 'Новость уже снята с публикации',
};

/** Publishes now (no time, or null) or schedules: members see it from `publishAt` on. */
export async function publishNewsItem(
  deps: Pick<EditorDeps, 'db' | 'clock' | 'jobs'>,
  who: OperatorAuth,
  input: { id: number; version: number; publishAt?: string | null },
): Promise<AdminNewsItem> {
  const now = deps.clock.now();
  const at = input.publishAt ? new Date(input.publishAt) : now;
  if (at.getTime() < now.getTime())
    throw new AppError('validation_error', {
      details: { fields: { publishAt: 'Это время уже прошло: выберите время позже текущего или опубликуйте сейчас' } },
    });
  return deps.db.transaction(async (tx) => {
    const row = await lockForChange(tx, who, { id: input.id, version: input.version, now, adminOnly: true });
    if (row.state === 'published') throw new AppError('news_wrong_state', { message: WRONG_STATE.published });
    await q.updateNewsRow(tx, input.id, { isPublished: true, publishedAt: at, unpublishedAt: null }, who.operatorId, now);
    const scheduled = at.getTime() > now.getTime();
    // A draft was never shown: this is its first publication, the one an important item's push
    // goes with (the job sends nothing for an item not important by then, or pushed already).
    const firstPublication = row.state === 'draft';
    if (scheduled)
      await deps.jobs.send(
        tx,
        goLiveJob,
        { newsId: input.id, publishAt: at.toISOString(), firstPublication },
        { startAfter: at },
      );
    else if (firstPublication && row.important) await deps.jobs.send(tx, importantNewsPushJob, { newsId: input.id });
    await audit(
      tx,
      auditActorOf(who),
      {
        action: scheduled ? 'news.scheduled' : 'news.published',
        targetType: 'news',
        targetId: input.id,
        before: { state: row.state },
        after: { state: scheduled ? 'scheduled' : 'published', publishedAt: at.toISOString(), title: row.title },
      },
      now,
    );
    return reread(tx, input.id, now);
  });
}

/** Takes a published item off (members stop seeing it), or a scheduled one back to the drafts. */
export async function unpublishNewsItem(
  deps: Pick<EditorDeps, 'db' | 'clock'>,
  who: OperatorAuth,
  input: { id: number; version: number },
): Promise<AdminNewsItem> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockForChange(tx, who, { id: input.id, version: input.version, now, adminOnly: true });
    if (row.state !== 'published' && row.state !== 'scheduled')
      throw new AppError('news_wrong_state', { message: WRONG_STATE[row.state] });
    // A scheduled item members never saw is a draft again; a published one is "taken off".
    await q.updateNewsRow(
      tx,
      input.id,
      { isPublished: false, unpublishedAt: row.state === 'published' ? now : null },
      who.operatorId,
      now,
    );
    await audit(
      tx,
      auditActorOf(who),
      {
        action: 'news.unpublished',
        targetType: 'news',
        targetId: input.id,
        before: { state: row.state },
        after: { state: row.state === 'published' ? 'unpublished' : 'draft', title: row.title },
      },
      now,
    );
    return reread(tx, input.id, now);
  });
}

/** The HTML members would read for this Markdown: the preview's, nothing stored. */
export function renderNewsPreview(markdown: string): { html: string } {
  return { html: renderNewsMarkdown(markdown) };
}

/** A news image's file for the back office; anything else (another kind, no file) is not found. */
export async function findNewsImage(db: Queryable, fileId: string): Promise<StoredFile> {
  const file = await findFile(db, 'news', fileId.toLowerCase());
  if (!file) throw new AppError('not_found');
  return file;
}
