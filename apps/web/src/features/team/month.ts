// The month a «Команда» address names (`/team?month=2026-05`): the page reads it on the app server, the
// screen in the browser, so that a reload, the back button and an agent's page keep the month.
import { formatDate } from '@/lib/format';

/** The address of the team's page, or an agent's, for `month` (null: the current month). */
export function teamHref(month: string | null, memberId?: string): string {
  const path = memberId === undefined ? '/team' : `/team/agents/${encodeURIComponent(memberId)}`;
  return month === null ? path : `${path}?month=${month}`;
}

/** A calendar day of the API ('2026-05-14') as the cabinet writes dates: '14.05.2026' (noon in Moscow, so never the day before). */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00+03:00`);
