// The tax feature's Russian texts of the member's statement (kept with the ledger transaction).

const percent = (rate: number) => `${String(rate).replace('.', ',')}\u00a0%`;

export const taxStatement = {
  withholding: (t: { orderId: number; rate: number }) => ({
    title: `НДФЛ ${percent(t.rate)}`,
    description: `Заявка № ${t.orderId}: налог удерживается из выплаты и перечисляется в налоговую`,
  }),
};
