import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { readPreviewData } from './preview-message';

// The messages' schema as it was written before the check became a plain function (decision 0022).
const previewItemSchema = z.object({
  title: z.string(),
  category: z.string(),
  preview: z.string(),
  content: z.string(),
  imageUrl: z.nullable(z.string()),
  publishedAt: z.string(),
  likesCount: z.int(),
});
const previewMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('news-preview:ready') }),
  z.object({ type: z.literal('news-preview:height'), height: z.number() }),
  z.object({ type: z.literal('news-preview:item'), item: previewItemSchema }),
]);

const item = {
  title: 'Новость',
  category: 'Акции',
  preview: 'Кратко',
  content: '<p>Текст</p>',
  imageUrl: null,
  publishedAt: '2026-11-23T09:00:00.000Z',
  likesCount: 3,
};

const samples: unknown[] = [
  { type: 'news-preview:ready' },
  { type: 'news-preview:ready', extra: 1 },
  { type: 'news-preview:height', height: 812.5 },
  { type: 'news-preview:height', height: '812' },
  { type: 'news-preview:height', height: Number.NaN },
  { type: 'news-preview:height', height: Number.POSITIVE_INFINITY },
  { type: 'news-preview:height' },
  { type: 'news-preview:item', item },
  { type: 'news-preview:item', item: { ...item, imageUrl: '/admin/news-images/1.webp', more: true } },
  { type: 'news-preview:item', item: { ...item, imageUrl: undefined } },
  { type: 'news-preview:item', item: { ...item, likesCount: 1.5 } },
  { type: 'news-preview:item', item: { ...item, likesCount: 2 ** 60 } },
  { type: 'news-preview:item', item: { ...item, title: 7 } },
  { type: 'news-preview:item', item: [item] },
  { type: 'news-preview:item' },
  { type: 'other' },
  { height: 10 },
  [{ type: 'news-preview:ready' }],
  'news-preview:ready',
  null,
  undefined,
  42,
];

describe('the preview messages, held to their schema', () => {
  it('gives what the schema gives: the same verdict and the same fields', () => {
    for (const sample of samples) {
      const parsed = z.safeParse(previewMessageSchema, sample);
      expect([sample, readPreviewData(sample)]).toEqual([sample, parsed.success ? parsed.data : null]);
    }
  });
});
