/** The `[id]` of /news/[id] as the item call's newsId, or null when it cannot be one (then: not found). */
export function parseNewsId(raw: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
