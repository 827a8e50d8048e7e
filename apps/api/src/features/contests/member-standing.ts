// A member's standing in their league and the gap to the next prize (decision 0032), computed from
// the league's score histogram: a few rows, whatever the league's size.
import { contestGapText } from '@cabinet/contracts';
import { toPoints } from '../../ledger/amounts.js';
import { byPlace, lastPrizePlace, prizeFor, type MemberContestRow } from './contest-row.js';
import { placeOf, scoreAt } from './standings.js';

export interface Standing {
  league: number;
  leagueName: string | null;
  leagues: number;
  score: number;
  place: number | null;
  membersInLeague: number;
  gap: { contracts: number; place: number | null } | null;
  gapText: string | null;
  prize: number;
}

type Histogram = readonly { score: number; members: number }[];

/**
 * The gap to the next prize: a better prize place, the last place of a league's winning share, the
 * threshold or the next step, or nothing (points per contract, or a winner of a share: every winner's prize is one).
 */
function gapOf(c: MemberContestRow, score: number, place: number, histogram: Histogram, members: number): Standing['gap'] {
  switch (c.rule) {
    case 'per_contract':
      return null;
    case 'threshold':
      return score < c.thresholdContracts! ? { contracts: c.thresholdContracts! - score, place: null } : null;
    case 'steps': {
      const next = c.stepContracts.find((contracts) => contracts > score);
      return next === undefined ? null : { contracts: next - score, place: null };
    }
    case 'places':
    case 'top_percent': {
      const prizePlaces = lastPrizePlace(c, members)!;
      const winning = score >= 1 && place <= prizePlaces;
      const target = winning ? (c.rule === 'places' ? place - 1 : 0) : prizePlaces;
      if (target < 1) return null;
      // Equal scores share a place: reaching the score now at the target place takes it (and a
      // prize needs one contract at least).
      const need = Math.max(scoreAt(histogram, target, score), 1) - score;
      // A share's prize is one for every winner: the gap is to the prize, not to a place.
      return need > 0 ? { contracts: need, place: c.rule === 'places' ? target : null } : null;
    }
  }
}

export function standingOf(
  c: MemberContestRow,
  me: { league: number; score: number },
  histogram: Histogram,
  leagues: number,
): Standing {
  const place = placeOf(histogram, me.score);
  const members = histogram.reduce((s, h) => s + h.members, 0);
  // Only a running contest has anything left to reach: once it is over, the gap is gone.
  const gap = c.status === 'running' ? gapOf(c, me.score, place, histogram, members) : null;
  const shownPlace = me.score > 0 ? place : null;
  return {
    league: me.league,
    leagueName: c.leagueNames[me.league - 1]?.trim() || null,
    leagues,
    score: me.score,
    place: shownPlace,
    membersInLeague: members,
    gap,
    gapText: contestGapText(gap),
    prize: toPoints(prizeFor(c, me.score, byPlace(c) ? shownPlace : null, members)),
  };
}
