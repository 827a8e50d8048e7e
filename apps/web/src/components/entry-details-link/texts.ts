// «Подробнее» of a history line, wherever the line is shown (the history, a month's statement).

export const entryDetailsTexts = {
  /** The line's page: «Как посчитано» and «Оспорить» (docs/product.md §11, §12b). */
  details: 'Подробнее',
  /** «Подробнее» names its line for a screen reader: a page holds 200 of them. */
  detailsLabel: (title: string, date: string) => `Подробнее: ${title}, ${date}`,
} as const;
