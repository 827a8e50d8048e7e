// Content constants without zod: the browser's news and notification screens use them.

export const READ_IDS_MAX = 500;

/** The category value meaning "no filter"; an empty value means the same. */
export const NEWS_CATEGORY_ALL = 'all';

/** `/api/files/news/<file id>`: a news image served by the API itself (never an external host). */
export const NEWS_IMAGE_PATH = '/api/files/news/';
