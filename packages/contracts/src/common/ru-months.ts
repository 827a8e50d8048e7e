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
