import type { ListNewsResponse, NewsCard } from '@cabinet/contracts';

/** A page of the news list without what differs per member or per like. */
export interface RememberedPage {
  /** The list's version the page was read at (news_list_version, migration 0015). */
  version: string;
  /** The page holds while the clock is in [from, until): a scheduled item's time ends it. */
  from: number;
  until: number;
  totalCount: number;
  cards: Omit<NewsCard, 'likesCount' | 'isLiked'>[];
  /**
   * The cards' ids as a PostgreSQL array literal (`{12,11,10}`), written once: the driver would turn
   * an array parameter into the same text again for every call.
   */
  ids: string;
  /**
   * The page's answers by its likes as read (each card's count, and whether the member liked it):
   * most members' pages are alike, and a frozen answer is written to JSON once (decision 0014).
   */
  answers: Map<string, ListNewsResponse>;
}

/** Answers kept per page: the likes of a busy page change often, and each change is a new one. */
export const MAX_ANSWERS_PER_PAGE = 256;

const MAX_PAGES = 1_000;

/**
 * Pages of the news list sorted by date, remembered per database (decision 0014). Exact: a page is
 * used only when the list's version read with the member's likes is still the page's, and only
 * until the next scheduled item's time; the likes are read fresh each time. Pages sorted by likes
 * are not kept, since every like may reorder them.
 */
const pagesByDb = new WeakMap<object, Map<string, RememberedPage>>();

export function rememberedPages(db: object): Map<string, RememberedPage> {
  let pages = pagesByDb.get(db);
  if (!pages) pagesByDb.set(db, (pages = new Map()));
  if (pages.size >= MAX_PAGES) pages.clear();
  return pages;
}
