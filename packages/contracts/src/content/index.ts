// Contracts of the content feature (news and notifications); one file per operation, re-exported here.
// paging.ts stays internal: its helper names are generic enough to clash with other areas.
export * from './news-item.js';
export * from './list-news.js';
export * from './news-categories.js';
export * from './get-news-item.js';
export * from './like-news.js';
export * from './notification.js';
export * from './list-notifications.js';
export * from './is-notification.js';
export * from './read-notifications.js';
export * from './message-channels.js';
export * from './message-text.js';
