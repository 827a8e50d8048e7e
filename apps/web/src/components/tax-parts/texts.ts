// The parts of a withdrawal's tax, wherever they are listed (the withdrawal's confirmation, an order).

export const taxPartTexts = {
  /** A withheld part of a withdrawal's tax: «НДФЛ 13 %». */
  line: (rate: string) => `НДФЛ ${rate}`,
} as const;
