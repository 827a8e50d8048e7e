// What the news editor and its preview frame say to each other (window.postMessage, same origin
// only): the frame says it is ready and how tall its page is; the editor sends the item to show.
import * as z from 'zod/mini';

const previewItemSchema = z.object({
  title: z.string(),
  category: z.string(),
  preview: z.string(),
  /** Sanitised HTML from the API (the render call or the stored item), images on the back office's path. */
  content: z.string(),
  imageUrl: z.nullable(z.string()),
  publishedAt: z.string(),
  likesCount: z.int(),
});
export type PreviewItem = z.infer<typeof previewItemSchema>;

const previewMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('news-preview:ready') }),
  z.object({ type: z.literal('news-preview:height'), height: z.number() }),
  z.object({ type: z.literal('news-preview:item'), item: previewItemSchema }),
]);
export type PreviewMessage = z.infer<typeof previewMessageSchema>;

/** A message from a window of our own origin, in our shape; anything else is ignored. */
export function readPreviewMessage(event: MessageEvent): PreviewMessage | null {
  if (event.origin !== window.location.origin) return null;
  const parsed = z.safeParse(previewMessageSchema, event.data);
  return parsed.success ? parsed.data : null;
}
