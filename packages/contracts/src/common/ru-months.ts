// Russian month names, as ru-RU's Intl writes them (the web app's format.test.ts compares): the
// cabinet writes its dates without Intl (apps/web/src/lib/ru-calendar.ts says why), and the demo
// news speak of a month by name.

/** Nominative: 'май 2025'. */
export const MONTHS = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
] as const;

/** Genitive, after a day: '3 мая 2025 г.'. */
export const MONTHS_OF = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/** 'YYYY-MM' → 'Ноябрь': the month's name as a heading or a list starts it. */
export function monthTitle(month: string): string {
  const name = MONTHS[Number(month.slice(5, 7)) - 1] ?? month;
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/** 'YYYY-MM' → 'Ноябрь 2026' (a statement's title, a month picker's option). */
export const monthYearTitle = (month: string): string => `${monthTitle(month)} ${month.slice(0, 4)}`;

/** 'YYYY-MM' → 'ноябрь 2026': the month inside a sentence («Выписка за ноябрь 2026»). */
export const monthYearInText = (month: string): string =>
  `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
