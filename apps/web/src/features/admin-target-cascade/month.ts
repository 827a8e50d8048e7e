// The month of /admin/targets/dealers as its URL spells it (`?month=2026-12`), read alike by the page on
// the app server and by the screen: anything but a month is this month's, as the API reads no month.
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const monthOf = (value: string | string[] | null | undefined): string => {
  const first = [value].flat()[0] ?? '';
  return MONTH.test(first) ? first : '';
};
