import { READ_IDS_MAX, type NotificationItem } from '@cabinet/contracts/client';

/**
 * The seen notifications still to be marked read: unread, not already sent in this visit, at most
 * READ_IDS_MAX (the call's limit; the rest goes in the next call).
 */
export function idsToMark(shown: readonly Pick<NotificationItem, 'id' | 'isRead'>[], alreadySent: ReadonlySet<number>): number[] {
  const ids: number[] = [];
  for (const n of shown) {
    if (n.isRead || alreadySent.has(n.id)) continue;
    ids.push(n.id);
    if (ids.length === READ_IDS_MAX) break;
  }
  return ids;
}

/** A notification's link is followed only when it is a path inside the cabinet ('/order/12'). */
export function cabinetPath(link: string | null): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return null;
  return link;
}
