// A news item's words wherever it is drawn: the cabinet's list and page, the back office's preview.

export const newsItemTexts = {
  published: 'Опубликовано',
  category: 'Категория',
  /** The like button's accessible name carries the count (aria-pressed tells whether it is set). */
  likeName: (count: number) => `Нравится: ${count}`,
} as const;
