// The news editor's constants without zod: the back office's screens read them.
import { NEWS_IMAGE_PATH } from '../content/content-limits.js';

/**
 * - draft: written, never shown to members (or taken back to a draft before its time came);
 * - scheduled: published with a time still ahead: members see it from that time on;
 * - published: members see it;
 * - unpublished: was shown, then taken off.
 */
export const NEWS_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

/** States members cannot see and will not see by themselves: operators may edit these, admins every state. */
export const NEWS_STATES_OPERATORS_EDIT: readonly NewsState[] = ['draft', 'unpublished'];

/** The back office's news list: rows a page. */
export const ADMIN_NEWS_PAGE = 25;

export const NEWS_TITLE_MAX = 300;
export const NEWS_PREVIEW_MAX = 300;
export const NEWS_CATEGORY_MAX = 100;
export const NEWS_MARKDOWN_MAX = 50_000;
/** A banner: JPEG, PNG or WebP up to 10 MB; stored at most 1600 px wide as WebP. */
export const NEWS_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Where the back office reads a news image: operators have no member session, so news files are
 * served to them by a route of their own. Members read the same file at `/api/files/news/<id>`.
 */
export const ADMIN_NEWS_IMAGE_PATH = '/api/admin/news-images/';

/** A news item's HTML with its images read through the back office's path, for the preview. */
export function withAdminImagePaths(html: string): string {
  return html.split(`src="${NEWS_IMAGE_PATH}`).join(`src="${ADMIN_NEWS_IMAGE_PATH}`);
}
