// A member's standing in their league and the gap to the next prize (decision 0032), computed from
// the league's score histogram: a few rows, whatever the league's size.
import { contestGapText } from '@cabinet/contracts';
import { toPoints } from '../../ledger/amounts.js';
import { prizeFor, type MemberContestRow } from './contest-row.js';
import { placeOf, scoreAt } from './standings.js';

export interface Standing {
  league: number;
  leagues: number;
  score: number;
  place: number | null;
  membersInLeague: number;
  gap: { contracts: number; place: number | null } | null;
  gapText: string | null;
  prize: number;
}

type Histogram = readonly { score: number; members: number }[];

/** The gap to the next prize: a better prize place, the threshold, or nothing (points per contract). */
function gapOf(c: MemberContestRow, score: number, place: number, histogram: Histogram): Standing['gap'] {
  switch (c.rule) {
    case 'per_contract':
      return null;
    case 'threshold':
      return score < c.thresholdContracts! ? { contracts: c.thresholdContracts! - score, place: null } : null;
    case 'places': {
      const prizePlaces = c.placePrizes.length;
      const winning = score >= 1 && place <= prizePlaces;
      const target = winning ? place - 1 : prizePlaces;
      if (target < 1) return null;
      // Equal scores share a place: reaching the score now at the target place takes it (and a
      // prize needs one contract at least).
      const need = Math.max(scoreAt(histogram, target, score), 1) - score;
      return need > 0 ? { contracts: need, place: target } : null;
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
  // Only a running contest has anything left to reach: once it is over, the gap is gone.
  const gap = c.status === 'running' ? gapOf(c, me.score, place, histogram) : null;
  const shownPlace = me.score > 0 ? place : null;
  return {
    league: me.league,
    leagues,
    score: me.score,
    place: shownPlace,
    membersInLeague: histogram.reduce((s, h) => s + h.members, 0),
    gap,
    gapText: contestGapText(gap),
    prize: toPoints(prizeFor(c, me.score, c.rule === 'places' ? shownPlace : null)),
  };
}
