import type { ListNewsResponse, NewsCard } from '@cabinet/contracts';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { patchItem, patchListPages, toggledLike } from './like-cache';

const card = (id: number, over: Partial<NewsCard> = {}): NewsCard => ({
  id,
  slugId: `news-${id}`,
  title: `Новость ${id}`,
  preview: '',
  imageUrl: null,
  category: 'Программа',
  publishedAt: '2026-11-20T04:59:14.620Z',
  likesCount: 2,
  isLiked: false,
  ...over,
});

describe('toggledLike', () => {
  it('adds one when liking and takes one back when unliking, never below zero', () => {
    expect(toggledLike({ likesCount: 2, isLiked: false })).toEqual({ likesCount: 3, isLiked: true });
    expect(toggledLike({ likesCount: 3, isLiked: true })).toEqual({ likesCount: 2, isLiked: false });
    expect(toggledLike({ likesCount: 0, isLiked: true })).toEqual({ likesCount: 0, isLiked: false });
  });
});

describe('patchListPages', () => {
  const data: InfiniteData<ListNewsResponse> = {
    pages: [
      { allNews: [card(1), card(2)], totalCount: 3 },
      { allNews: [card(3)], totalCount: 3 },
    ],
    pageParams: [0, 2],
  };

  it('changes only the item with that slug, on whichever page it is', () => {
    const next = patchListPages(data, 'news-3', { likesCount: 9, isLiked: true });
    expect(next?.pages[1]?.allNews[0]).toMatchObject({ likesCount: 9, isLiked: true });
    expect(next?.pages[0]).toEqual(data.pages[0]);
    expect(data.pages[1]?.allNews[0]?.likesCount).toBe(2);
  });

  it('keeps the same object when the item is not there', () => {
    expect(patchListPages(data, 'other', { likesCount: 1, isLiked: true })).toBe(data);
    expect(patchListPages(undefined, 'news-1', { likesCount: 1, isLiked: true })).toBeUndefined();
  });
});

describe('patchItem', () => {
  it('patches the matching item only', () => {
    const item = { news: { ...card(1), content: '<p>x</p>' } };
    expect(patchItem(item, 'news-1', { likesCount: 5, isLiked: true })?.news).toMatchObject({
      likesCount: 5,
      isLiked: true,
      content: '<p>x</p>',
    });
    expect(patchItem(item, 'news-2', { likesCount: 5, isLiked: true })).toBe(item);
  });
});
