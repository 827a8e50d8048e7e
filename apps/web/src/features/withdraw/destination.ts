// Where a withdrawal goes, as the form holds it (decision 0056): `sbp`, or `card:<id>`. Without zod:
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
