// Where a withdrawal goes, as the form holds it: `sbp`, `card:<id>` (decision 0056) or `account:<id>`
// (the bank's registry, decision 0057). Without zod:
// the form's page carries it, its rules load later (decision 0022).

/** The destination's value by SBP. */
export const SBP = 'sbp';

/** The form's value of a card. */
export const cardValue = (card: { id: number }) => `card:${card.id}`;

/** The card a destination value names, or null for SBP. */
export function destinationCardId(destination: string): number | null {
  const id = /^card:(\d+)$/.exec(destination)?.[1];
  return id ? Number(id) : null;
}

/** The form's value of the member's account. */
export const accountValue = (account: { id: number }) => `account:${account.id}`;

/** The account a destination value names, or null. */
export function destinationAccountId(destination: string): number | null {
  const id = /^account:(\d+)$/.exec(destination)?.[1];
  return id ? Number(id) : null;
}
