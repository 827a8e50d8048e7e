// The control group's draw (docs/product.md §11.3, migration 0131): a member is held out of a
// contest when the first 32 bits of md5(seed || ':' || member id), modulo 100, fall below the
// contest's share in per cent. The seed is recorded when the contest is scheduled, before anyone
// knows who sells what during it; with it anyone can draw the same group again (`isHeldOut`).
import { createHash, randomBytes } from 'node:crypto';

/** A new draw's seed: 32 hexadecimal digits. */
export const newHoldoutSeed = () => randomBytes(16).toString('hex');

/** SQL of "this member is held out", from SQL expressions of the seed, the share and the member's id. */
export function heldOutSql(seed: string, percent: string, memberId: string): string {
  return `coalesce(${percent} > 0 AND (('x' || substr(md5(${seed} || ':' || ${memberId}::text), 1, 8))::bit(32)::bigint % 100) < ${percent}, false)`;
}

/** The draw in the application's terms, the twin of `heldOutSql`. */
export function isHeldOut(seed: string | null, percent: number, memberId: string): boolean {
  if (percent <= 0 || seed === null) return false;
  const first32 = Number.parseInt(createHash('md5').update(`${seed}:${memberId}`).digest('hex').slice(0, 8), 16);
  return first32 % 100 < percent;
}
