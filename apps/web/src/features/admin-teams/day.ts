// The day of /admin/teams as its URL spells it (`?on=2026-12-01`), read alike by the page on the app
// server and by the screen: anything but a day is today's, as the API reads no day.
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const dayOf = (value: string | string[] | null | undefined): string => {
  const first = [value].flat()[0] ?? '';
  return DAY.test(first) ? first : '';
};
