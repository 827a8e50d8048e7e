// What contests' pages and lists show alike to every member of a league, remembered per database:
// - a contest's row, under the row's version (its `xmin`, new with every change of the row);
// - a league's histogram, under the contest's standings version (migration 0075, raised by every
//   change of a league or a score);
// - a contest page's board — the contest itself, the league's histogram and its top ten — under the
//   contest row's version as well.
// A call reads the versions with the member's own row, by primary keys, and uses what is remembered
// under them, so the standings and the contest are exact; a leader's renaming shows within KEEP_MS.
import type { MemberContest } from '@cabinet/contracts';
import type { MemberContestRow } from './contest-row.js';

export type Histogram = readonly { score: number; members: number }[];

/** The parts of a contest's page that are each member's own (the leaders marked for them): outside the board's page. */
export type MemberOwnParts =
  'leaders' | 'standing' | 'result' | 'countedAt' | 'neighbours' | 'nextStep' | 'personalGoal' | 'reach' | 'lead' | 'team';

export interface LeagueBoard {
  row: MemberContestRow;
  page: Omit<MemberContest, MemberOwnParts>;
  /** Null for a member not enrolled yet: the contest without a league. */
  histogram: Histogram | null;
  leaders: readonly { memberId: string; place: number; name: string; score: number }[];
}

/** A contest's standings as read: its standings version and the member's league. */
export interface LeagueKey {
  id: number;
  version: string;
  league: number | null;
}

const KEEP_MS = 10_000;
const MAX_ENTRIES = 4_000;
const byDb = new WeakMap<object, Map<string, { value: unknown; until: number }>>();

/** A contest's row as read: its version. */
export interface RowKey {
  id: number;
  rowVersion: string;
}

const contestKey = (k: RowKey) => `c ${k.id} ${k.rowVersion}`;
const histogramKey = (k: LeagueKey) => `h ${k.id} ${k.version} ${k.league}`;
const boardKey = (k: LeagueKey & RowKey) => `b ${k.id} ${k.rowVersion} ${k.version} ${k.league ?? '-'}`;

function recall<T>(db: object, key: string, now: number): T | undefined {
  const entry = byDb.get(db)?.get(key);
  return entry && entry.until > now ? (entry.value as T) : undefined;
}

function keep(db: object, key: string, value: unknown, now: number): void {
  let entries = byDb.get(db);
  if (!entries) byDb.set(db, (entries = new Map()));
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(key, { value, until: now + KEEP_MS });
}

export const rememberedContest = (db: object, key: RowKey, now: number) => recall<MemberContestRow>(db, contestKey(key), now);
export const rememberContest = (db: object, key: RowKey, row: MemberContestRow, now: number) =>
  keep(db, contestKey(key), row, now);

export const rememberedHistogram = (db: object, key: LeagueKey, now: number) => recall<Histogram>(db, histogramKey(key), now);
export const rememberHistogram = (db: object, key: LeagueKey, histogram: Histogram, now: number) =>
  keep(db, histogramKey(key), histogram, now);

export const rememberedBoard = (db: object, key: LeagueKey & RowKey, now: number) => recall<LeagueBoard>(db, boardKey(key), now);
export const rememberBoard = (db: object, key: LeagueKey & RowKey, board: LeagueBoard, now: number) =>
  keep(db, boardKey(key), board, now);
