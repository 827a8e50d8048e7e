import { countRu, type NewsItem } from '@cabinet/contracts';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { FileStore } from '../../lib/file-store.js';
import { toNewsWebp } from './news-image.js';
import { insertFileRow, storeBytes } from '../files/service.js';
import { insertNews } from './queries.js';
import { htmlToText, sanitizeNewsHtml } from './sanitize-news-html.js';
import { toNewsItem } from './service.js';
import { newsSlug } from './slug.js';

export const NEWS_TITLE_MAX = 300;
export const NEWS_PREVIEW_MAX = 300;
export const NEWS_CATEGORY_MAX = 100;

export interface PublishNewsInput {
  title: string;
  /** Plain text for the card; made from the content's first words when empty. */
  preview?: string;
  /** HTML from the editor; only the allow-list of sanitizeNewsHtml is kept. */
  content: string;
  category: string;
  /** When members start to see it; now when absent. A later time schedules the item. */
  publishedAt?: Date;
  /** false keeps it as a draft that members never see. */
  isPublished?: boolean;
  /** JPEG, PNG or WebP bytes; stored re-encoded as WebP. */
  image?: Buffer;
}

/** Cuts plain text to `max` characters at a word boundary, with an ellipsis when cut. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?—-]+$/, '') + '…';
}

function validate(input: PublishNewsInput) {
  const title = htmlToText(input.title);
  const category = htmlToText(input.category);
  const content = sanitizeNewsHtml(input.content);
  const fields: Record<string, string> = {};
  if (!title) fields.title = 'Введите заголовок';
  else if (title.length > NEWS_TITLE_MAX)
    fields.title = `Не длиннее ${countRu(NEWS_TITLE_MAX, ['символа', 'символов', 'символов'])}`;
  if (!category) fields.category = 'Укажите категорию';
  else if (category.length > NEWS_CATEGORY_MAX)
    fields.category = `Не длиннее ${countRu(NEWS_CATEGORY_MAX, ['символа', 'символов', 'символов'])}`;
  if (!htmlToText(content) && !/<img\s/.test(content)) fields.content = 'Добавьте текст новости';
  const ownPreview = htmlToText(input.preview ?? '');
  if (ownPreview.length > NEWS_PREVIEW_MAX)
    fields.preview = `Не длиннее ${countRu(NEWS_PREVIEW_MAX, ['символа', 'символов', 'символов'])}`;
  if (Object.keys(fields).length > 0) throw new AppError('validation_error', { details: { fields } });
  return { title, category, content, preview: ownPreview || cutText(htmlToText(content), 200) };
}

/**
 * Publishes a news item (the operator back office calls it): sanitises the HTML, stores the image
 * as a `files` row of kind 'news', and gives the item a slug from its transliterated title.
 * Runs inside the caller's transaction. The image bytes are written to the file store before the
 * row; when this function fails they are removed again, but a later rollback of the caller's
 * transaction leaves them unreferenced (harmless: nothing links to them).
 */
export async function publishNews(
  tx: Queryable,
  input: PublishNewsInput,
  deps: { files: FileStore; now: Date },
): Promise<NewsItem> {
  const clean = validate(input);
  let storageKey: string | undefined;
  try {
    let imageFileId: string | null = null;
    if (input.image) {
      const webp = await toNewsWebp(input.image);
      storageKey = await storeBytes(deps, webp, 'webp');
      imageFileId = await insertFileRow(tx, {
        memberId: null,
        kind: 'news',
        mime: 'image/webp',
        sizeBytes: webp.length,
        storageKey,
        now: deps.now,
      });
    }
    // The random suffix almost never repeats; when it does, ON CONFLICT lets us try another
    // without aborting the caller's transaction.
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await insertNews(tx, {
        slugId: newsSlug(clean.title),
        title: clean.title,
        preview: clean.preview,
        content: clean.content,
        imageFileId,
        category: clean.category,
        isPublished: input.isPublished ?? true,
        publishedAt: input.publishedAt ?? deps.now,
        now: deps.now,
      });
      if (row) return toNewsItem({ ...row, isLiked: false });
    }
    throw new Error('no free news slug after 5 attempts');
  } catch (err) {
    if (storageKey) await deps.files.delete(storageKey).catch(() => undefined);
    throw err;
  }
}
