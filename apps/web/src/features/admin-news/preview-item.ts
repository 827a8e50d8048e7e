import { type AdminNewsItem, type NewsDraftBody } from '@cabinet/contracts/client';
import { ADMIN_NEWS_IMAGE_PATH, withAdminImagePaths } from '@cabinet/contracts/client';
import { newsAdminTexts as t } from './texts';
import type { PreviewItem } from './preview-message';

/**
 * The item as a member would get it from the API, made of what the editor holds now: the typed
 * fields, the HTML the API rendered from the typed Markdown, the saved image. Images are read
 * through the back office's path (an operator has no member session).
 */
export function previewItemOf(form: NewsDraftBody, item: AdminNewsItem | null, html: string): PreviewItem {
  return {
    title: form.title.trim() || t.untitled,
    category: form.category.trim() || '—',
    preview: form.preview.trim(),
    content: withAdminImagePaths(html),
    imageUrl: item?.imageId ? ADMIN_NEWS_IMAGE_PATH + item.imageId : null,
    // A draft shows today's date: the day it would be published now.
    publishedAt: item?.publishedAt ?? new Date().toISOString(),
    likesCount: item?.likesCount ?? 0,
  };
}
