import type { FileStore } from '../lib/file-store.js';

/** What every part of the demo data gets: the two demo members, the time "now" and the file store. */
export interface DemoContext {
  demoMemberId: string;
  secondMemberId: string;
  now: Date;
  files: FileStore;
}
