// A contract's number as the programme compares it (docs/product.md §11, migration 0118): Latin and
// Cyrillic letters in lower case, ASCII spaces and dashes dropped. The database's `contract_number_key`
// spells out the same letters, so both sides agree whatever the server's locale.
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ';
const LOWER = 'abcdefghijklmnopqrstuvwxyzабвгдеёжзийклмнопрстуфхцчшщъыьэюя';
const TO_LOWER = new Map([...UPPER].map((c, i) => [c, LOWER[i]!]));

const DROPPED = new Set([...' \t\n\r\f\v-‐‑‒–—']);

/** One key per contract: «АД-2026-000123» and «ад 2026 000123» are the same contract. */
export function contractNumberKey(number: string): string {
  let key = '';
  for (const c of number) if (!DROPPED.has(c)) key += TO_LOWER.get(c) ?? c;
  return key;
}
