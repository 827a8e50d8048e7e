import { READ_IDS_MAX, type NotificationItem } from '@cabinet/contracts';
import { describe, expect, it } from 'vitest';
import { cabinetPath, idsToMark } from './unread-ids';

const item = (id: number, isRead: boolean): NotificationItem => ({
  id,
  category: 'accrual',
  title: 'Начислено 500 б.',
  body: '',
  link: '/balance',
  createdAt: '2026-11-20T14:14:00.000Z',
  isRead,
});

describe('idsToMark', () => {
  it('takes the unread ones not sent yet', () => {
    expect(idsToMark([item(3, false), item(2, true), item(1, false)], new Set([1]))).toEqual([3]);
    expect(idsToMark([item(2, true)], new Set())).toEqual([]);
  });

  it('stops at the call limit', () => {
    const many = Array.from({ length: READ_IDS_MAX + 5 }, (_, i) => item(i + 1, false));
    expect(idsToMark(many, new Set())).toHaveLength(READ_IDS_MAX);
  });
});

describe('cabinetPath', () => {
  it('keeps paths inside the cabinet only', () => {
    expect(cabinetPath('/order/12')).toBe('/order/12');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])
      expect(cabinetPath(bad)).toBeNull();
  });
});
