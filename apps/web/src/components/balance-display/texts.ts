// The balance as every screen shows it (BalanceDisplay) and the errors of its queries, which the
// shell, the home page, the balance and the withdrawal show in their own places. Texts quoted by the
// specification are verbatim.

export const balance = {
  currency: 'б.',
  /** The letter on the gold coin icon. */
  coinLetter: 'б',
  frozen: 'заморожено',
  frozenError: '(ошибка загрузки замороженной суммы)',
  loading: 'Загрузка…',
  /** Spec §8: the balance view shows the generic error text passed in. */
  loadError: 'Не удалось загрузить баланс',
  pendingError: 'Не удалось загрузить информацию о замороженных средствах',
} as const;
