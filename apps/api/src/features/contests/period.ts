// A contest's period of whole Moscow days as instants (decision 0032): 00:00 of the first day and
// 24:00 of the last. Moscow has kept UTC+3 all year since 2014: a Moscow day starts at 21:00 UTC the
// day before.
export const moscowMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00+03:00`);

/** The calendar day after `isoDate` (`YYYY-MM-DD`). */
export const nextDay = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The instants a contest of these days starts and ends at. */
export function periodEdges(startsOn: string, endsOn: string): { startsAt: Date; endsAt: Date } {
  return { startsAt: moscowMidnight(startsOn), endsAt: moscowMidnight(nextDay(endsOn)) };
}
