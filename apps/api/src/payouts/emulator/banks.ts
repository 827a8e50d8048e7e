// The SBP participants the emulator lists: the banks of the demo data and one more, with the
// participants' ids of НСПК and made-up BICs (the emulator checks none), as `GET /v3/sbp_banks` answers them.
export const EMULATED_BANKS = [
  { bank_id: '100000000111', name: 'Сбербанк', bic: '044525225' },
  { bank_id: '100000000005', name: 'ВТБ', bic: '044525187' },
  { bank_id: '100000000004', name: 'Т-Банк', bic: '044525974' },
  { bank_id: '100000000008', name: 'Альфа-Банк', bic: '044525593' },
  { bank_id: '100000000001', name: 'Газпромбанк', bic: '044525823' },
  { bank_id: '100000000007', name: 'Райффайзенбанк', bic: '044525700' },
  { bank_id: '100000000013', name: 'Совкомбанк', bic: '044525360' },
  { bank_id: '100000000016', name: 'Почта Банк', bic: '044525214' },
  { bank_id: '100000000020', name: 'Россельхозбанк', bic: '044525111' },
  { bank_id: '100000000015', name: 'Открытие', bic: '044525985' },
  { bank_id: '100000000017', name: 'МТС Банк', bic: '044525232' },
  { bank_id: '100000000273', name: 'Ozon Банк', bic: '044525068' },
  { bank_id: '100000000150', name: 'Яндекс Банк', bic: '044525444' },
  { bank_id: '100000000010', name: 'Промсвязьбанк', bic: '044525555' },
  { bank_id: '100000000012', name: 'Росбанк', bic: '044525256' },
  { bank_id: '100000000022', name: 'ЮMoney', bic: '044525444' },
];

/**
 * SBP phones whose payouts the emulator cancels, each with one reason of ЮKassa's list: the demo
 * and the browser tests ask for a cancellation by sending money to one of them.
 */
export const CANCELLING_PHONES: Record<string, string> = {
  '79990000001': 'general_decline',
  '79990000002': 'rejected_by_payee',
  '79990000003': 'recipient_not_found',
  '79990000004': 'issuer_unavailable',
  '79990000005': 'fraud_suspected',
  '79990000006': 'periodic_limit_exceeded',
  '79990000007': 'recipient_check_failed',
};
