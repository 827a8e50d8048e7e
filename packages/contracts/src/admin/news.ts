// The news editor of the back office (docs/product.md §12): drafts written in Markdown, a banner image, a
// preview, publication now or at a set time, taking an item off, and edits after publishing.
import * as z from 'zod/mini';
import { maxResultCountSchema, skipCountSchema } from '../content/paging.js';
import { defineRoute } from '../http/route.js';
import { countRu } from '../common/plural.js';
import {
  ADMIN_NEWS_PAGE,
  NEWS_CATEGORY_MAX,
  NEWS_IMAGE_MAX_BYTES,
  NEWS_MARKDOWN_MAX,
  NEWS_PREVIEW_MAX,
  NEWS_STATES,
  NEWS_TITLE_MAX,
  type NewsState,
} from './news-values.js';

export * from './news-values.js';

export const NEWS_STATE_TEXT: Record<NewsState, string> = {
  draft: 'Черновик',
  scheduled: 'Запланирована',
  published: 'Опубликована',
  unpublished: 'Снята с публикации',
};
export const newsStateSchema = z.enum(NEWS_STATES, { error: 'Состояние: draft, scheduled, published или unpublished' });

const text = (what: string, max: number) =>
  z
    .string({ error: what })
    .check(
      z.trim(),
      z.minLength(1, { error: what }),
      z.maxLength(max, { error: `Не длиннее ${countRu(max, ['символа', 'символов', 'символов'])}` }),
    );

export const newsDraftBody = z.object({
  title: text('Введите заголовок', NEWS_TITLE_MAX),
  category: text('Укажите категорию', NEWS_CATEGORY_MAX),
  /** The short text of the card in the list: plain text. */
  preview: text('Напишите короткий текст для карточки', NEWS_PREVIEW_MAX),
  /** The body in Markdown; rendered to the sanitised HTML members read. */
  markdown: text('Напишите текст новости', NEWS_MARKDOWN_MAX),
  /**
   * «Важная новость»: members with push on for «Важные новости» get a push when it is first
   * published (decision 0036). Absent: a new draft is not important, an edit keeps the mark.
   */
  important: z.optional(z.boolean({ error: 'Отметка «Важная новость»: да или нет' })),
});
export type NewsDraftBody = z.infer<typeof newsDraftBody>;

const versionSchema = z
  .number({ error: 'Нет версии новости: обновите страницу' })
  .check(
    z.int({ error: 'Нет версии новости: обновите страницу' }),
    z.positive({ error: 'Нет версии новости: обновите страницу' }),
  );

export const updateNewsBody = z.object({ ...newsDraftBody.shape, version: versionSchema });
export type UpdateNewsBody = z.infer<typeof updateNewsBody>;

export const adminNewsRowSchema = z
  .object({
    id: z.int(),
    slugId: z.string(),
    title: z.string(),
    category: z.string(),
    preview: z.string(),
    /** The banner's file id, or null: members then see the default banner. */
    imageId: z.nullable(z.string()),
    state: newsStateSchema,
    /** «Важная новость»: its first publication goes to members by push. */
    important: z.boolean(),
    /** When the push of an important item began to go out; null until then (it goes once). */
    importantPushedAt: z.nullable(z.iso.datetime()),
    /** When members see (saw, will see) it; null for a draft never published. */
    publishedAt: z.nullable(z.iso.datetime()),
    likesCount: z.int().check(z.gte(0)),
    /** Grows with every change: an edit names the version it started from (optimistic concurrency). */
    version: z.int(),
    createdAt: z.iso.datetime(),
    createdBy: z.nullable(z.string()),
    updatedAt: z.iso.datetime(),
    updatedBy: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'AdminNewsRow' });
export type AdminNewsRow = z.infer<typeof adminNewsRowSchema>;

export const adminNewsItemSchema = z
  .object({
    ...adminNewsRowSchema.shape,
    /** The Markdown as the editor wrote it (for items made before the editor: their HTML, which Markdown keeps). */
    markdown: z.string(),
    /** The sanitised HTML members read. */
    content: z.string(),
  })
  .register(z.globalRegistry, { id: 'AdminNewsItem' });
export type AdminNewsItem = z.infer<typeof adminNewsItemSchema>;

const NOT_FOUND = { error: 'not_found' };
export const newsIdParams = z.object({
  id: z.coerce.number(NOT_FOUND).check(z.int(NOT_FOUND), z.positive(NOT_FOUND), z.lte(Number.MAX_SAFE_INTEGER, NOT_FOUND)),
});

export const listAdminNewsQuery = z.object({
  state: z.optional(newsStateSchema),
  category: z.optional(z.string().check(z.trim(), z.maxLength(NEWS_CATEGORY_MAX, { error: 'Не длиннее 100 символов' }))),
  /** A part of the title. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: 'Не длиннее 100 символов' }))),
  skipCount: skipCountSchema(),
  maxResultCount: maxResultCountSchema(ADMIN_NEWS_PAGE, 100),
});
export type ListAdminNewsQuery = z.input<typeof listAdminNewsQuery>;

export const listAdminNewsResponse = z.object({
  items: z.array(adminNewsRowSchema),
  totalCount: z.int(),
  /** Every category in use, for the filter and the editor's suggestions. */
  categories: z.array(z.string()),
});
export type ListAdminNewsResponse = z.infer<typeof listAdminNewsResponse>;

export const listAdminNewsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/news',
  operationId: 'listAdminNews',
  summary: 'Новости в бэк-офисе: все состояния, фильтры, отметки «нравится»',
  description: 'Сначала недавно изменённые.',
  tag: 'admin',
  access: 'operator',
  query: listAdminNewsQuery,
  response: listAdminNewsResponse,
  errors: [],
});

export const getAdminNewsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/news/:id',
  operationId: 'getAdminNews',
  summary: 'Новость в редакторе: Markdown, HTML, картинка, состояние, версия',
  tag: 'admin',
  access: 'operator',
  params: newsIdParams,
  response: adminNewsItemSchema,
  errors: ['not_found'],
});

export const createNewsRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/news',
  operationId: 'createNewsDraft',
  summary: 'Создать черновик новости',
  tag: 'admin',
  access: 'operator',
  body: newsDraftBody,
  response: adminNewsItemSchema,
  errors: [],
});

export const updateNewsRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/news/:id',
  operationId: 'updateNews',
  summary: 'Изменить новость (опубликованную и запланированную — только администратор)',
  description:
    'Тело несёт версию, с которой начата правка; если новость успели изменить, ответ — 409 `conflict` с тем, кто и когда. ' +
    'Правка опубликованной новости сразу видна участникам.',
  tag: 'admin',
  access: 'operator',
  params: newsIdParams,
  body: updateNewsBody,
  response: adminNewsItemSchema,
  errors: ['not_found', 'conflict'],
});

export const newsImageFields = z.object({
  version: z.coerce
    .number({ error: 'Нет версии новости: обновите страницу' })
    .check(
      z.int({ error: 'Нет версии новости: обновите страницу' }),
      z.positive({ error: 'Нет версии новости: обновите страницу' }),
    ),
});

export const setNewsImageRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/news/:id/image',
  operationId: 'setNewsImage',
  summary: 'Загрузить картинку новости (заменяет прежнюю)',
  description:
    'multipart/form-data: файл в поле `content` (JPEG, PNG или WebP до 10 МБ; формат определяется по содержимому), ' +
    'поле `version`. Хранится не шире 1600 px в WebP без метаданных.',
  tag: 'admin',
  access: 'operator',
  params: newsIdParams,
  upload: { maxBytes: NEWS_IMAGE_MAX_BYTES, fields: newsImageFields, accepts: ['image/jpeg', 'image/png', 'image/webp'] },
  response: adminNewsItemSchema,
  errors: ['not_found', 'conflict', 'unsupported_file', 'files_unavailable'],
});

export const removeNewsImageRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/news/:id/image',
  operationId: 'removeNewsImage',
  summary: 'Убрать картинку новости (участники увидят картинку по умолчанию)',
  tag: 'admin',
  access: 'operator',
  params: newsIdParams,
  query: newsImageFields,
  response: adminNewsItemSchema,
  errors: ['not_found', 'conflict'],
});

export const publishNewsBody = z.object({
  version: versionSchema,
  /** Omitted or null: now. A later time schedules the item; members see it from then on. */
  publishAt: z.optional(z.nullable(z.iso.datetime({ offset: true, error: 'Укажите дату и время публикации' }))),
});
export type PublishNewsBody = z.infer<typeof publishNewsBody>;

export const publishNewsRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/news/:id/publish',
  operationId: 'publishNews',
  summary: 'Опубликовать новость сейчас или запланировать на время',
  description: 'Черновик, снятую или запланированную новость. Уже опубликованную — 409 `news_wrong_state`.',
  tag: 'admin',
  access: 'admin',
  params: newsIdParams,
  body: publishNewsBody,
  response: adminNewsItemSchema,
  errors: ['not_found', 'conflict', 'news_wrong_state'],
});

export const unpublishNewsRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/news/:id/unpublish',
  operationId: 'unpublishNews',
  summary: 'Снять новость с публикации (запланированная возвращается в черновики)',
  tag: 'admin',
  access: 'admin',
  params: newsIdParams,
  body: z.object({ version: versionSchema }),
  response: adminNewsItemSchema,
  errors: ['not_found', 'conflict', 'news_wrong_state'],
});

export const renderNewsBody = z.object({
  markdown: z
    .string({ error: 'Напишите текст новости' })
    .check(z.maxLength(NEWS_MARKDOWN_MAX, { error: 'Слишком длинный текст' })),
});

export const renderNewsRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/news/render',
  operationId: 'renderNewsMarkdown',
  summary: 'Markdown → HTML новости, как его увидят участники (для предпросмотра; ничего не сохраняется)',
  tag: 'admin',
  access: 'operator',
  body: renderNewsBody,
  response: z.object({ html: z.string() }),
  errors: [],
});

export const newsImageParams = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, NOT_FOUND)),
});

export const getAdminNewsImageRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/news-images/:id',
  operationId: 'getAdminNewsImage',
  summary: 'Картинка новости для бэк-офиса',
  tag: 'admin',
  access: 'operator',
  params: newsImageParams,
  response: 'file',
  errors: ['not_found', 'files_unavailable'],
});
