// Content constants without zod: the browser's news and notification screens use them.

export const READ_IDS_MAX = 500;

/** The category value meaning "no filter"; an empty value means the same. */
export const NEWS_CATEGORY_ALL = 'all';
