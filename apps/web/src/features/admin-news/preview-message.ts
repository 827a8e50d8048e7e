// What the news editor and its preview frame say to each other (window.postMessage, same origin
// only): the frame says it is ready and how tall its page is; the editor sends the item to show.
// Checked by a plain function, not a schema: the editor's page loads no zod (decision 0022).
import { isFields, isString, isStringOrNull } from '@/lib/value-shapes';

export interface PreviewItem {
  title: string;
  category: string;
  preview: string;
  /** Sanitised HTML from the API (the render call or the stored item), images on the back office's path. */
  content: string;
  imageUrl: string | null;
  publishedAt: string;
  likesCount: number;
}

export type PreviewMessage =
  | { type: 'news-preview:ready' }
  | { type: 'news-preview:height'; height: number }
  | { type: 'news-preview:item'; item: PreviewItem };

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The item in its shape, its fields only; null when it is not. */
function readItem(value: unknown): PreviewItem | null {
  if (!isFields(value)) return null;
  const { title, category, preview, content, imageUrl, publishedAt, likesCount } = value;
  if (!isString(title) || !isString(category) || !isString(preview) || !isString(content)) return null;
  if (!isStringOrNull(imageUrl) || !isString(publishedAt)) return null;
  if (!Number.isSafeInteger(likesCount)) return null;
  return { title, category, preview, content, imageUrl, publishedAt, likesCount: likesCount as number };
}

/** The message in its shape, its fields only; null when it is not. */
export function readPreviewData(data: unknown): PreviewMessage | null {
  if (!isFields(data)) return null;
  switch (data.type) {
    case 'news-preview:ready':
      return { type: data.type };
    case 'news-preview:height':
      return isNumber(data.height) ? { type: data.type, height: data.height } : null;
    case 'news-preview:item': {
      const item = readItem(data.item);
      return item ? { type: data.type, item } : null;
    }
    default:
      return null;
  }
}

/** A message from a window of our own origin, in our shape; anything else is ignored. */
export function readPreviewMessage(event: MessageEvent): PreviewMessage | null {
  if (event.origin !== window.location.origin) return null;
  return readPreviewData(event.data);
}
