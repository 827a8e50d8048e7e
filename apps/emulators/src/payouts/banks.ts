// The SBP participants the emulator lists: the banks of migration 0003 and one more, with the
// participants' ids of НСПК and made-up BICs (the emulator checks none), as `GET /v3/sbp_banks` answers them.
export const EMULATED_BANKS = [
  { bank_id: '100000000111', name: 'Сбербанк', bic: '044500000' },
  { bank_id: '100000000005', name: 'ВТБ', bic: '044500001' },
  { bank_id: '100000000004', name: 'Т-Банк', bic: '044500002' },
  { bank_id: '100000000008', name: 'Альфа-Банк', bic: '044500003' },
  { bank_id: '100000000001', name: 'Газпромбанк', bic: '044500004' },
  { bank_id: '100000000007', name: 'Райффайзенбанк', bic: '044500005' },
  { bank_id: '100000000013', name: 'Совкомбанк', bic: '044500006' },
  { bank_id: '100000000016', name: 'Почта Банк', bic: '044500007' },
  { bank_id: '100000000020', name: 'Россельхозбанк', bic: '044500008' },
  { bank_id: '100000000015', name: 'Открытие', bic: '044500009' },
  { bank_id: '100000000017', name: 'МТС Банк', bic: '044500010' },
  { bank_id: '100000000273', name: 'Ozon Банк', bic: '044500011' },
  { bank_id: '100000000150', name: 'Яндекс Банк', bic: '044500012' },
  { bank_id: '100000000010', name: 'Промсвязьбанк', bic: '044500013' },
  { bank_id: '100000000012', name: 'Росбанк', bic: '044500014' },
  { bank_id: '100000000026', name: 'Уралсиб', bic: '044500015' },
  { bank_id: '100000000006', name: 'Ак Барс Банк', bic: '044500016' },
  { bank_id: '100000000024', name: 'Хоум Банк', bic: '044500017' },
  { bank_id: '100000000014', name: 'Русский Стандарт', bic: '044500018' },
  { bank_id: '100000000022', name: 'ЮMoney', bic: '044500019' },
  { bank_id: '100000000029', name: 'Банк Санкт-Петербург', bic: '044500020' },
  { bank_id: '100000000032', name: 'Ренессанс Банк', bic: '044500021' },
  { bank_id: '100000000025', name: 'Московский кредитный банк', bic: '044500022' },
  { bank_id: '100000000018', name: 'ОТП Банк', bic: '044500023' },
  { bank_id: '100000000028', name: 'Авангард', bic: '044500024' },
  { bank_id: '100000000284', name: 'Банк Точка', bic: '044500025' },
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

/**
 * SBP phones whose payouts the recipient's side refuses (ЮKassa's `party` an external participant,
 * not ЮKassa): a bank that suspects fraud — as it must refuse a recipient listed in the Bank of
 * Russia's database of transfers without consent (161-ФЗ, since 25 July 2024).
 */
export const NETWORK_CANCELLING_PHONES: Record<string, string> = {
  '79990000008': 'fraud_suspected',
};

/**
 * Card numbers (Luhn-valid, so the widget accepts them) whose payouts the emulator cancels, each with
 * one reason of ЮKassa's list: the demo and the browser tests ask for a card payout's cancellation by
 * saving one of them in the widget.
 */
export const CANCELLING_CARDS: Record<string, string> = {
  '2200000000000012': 'general_decline',
  '2200000000000020': 'rejected_by_payee',
  '2200000000000038': 'issuer_unavailable',
  '2200000000000046': 'fraud_suspected',
  '2200000000000053': 'periodic_limit_exceeded',
  '2200000000000061': 'one_time_limit_exceeded',
  // The card itself gone: the API drops it from the member's methods (decision 0056).
  '2200000000000087': 'card_expired',
  '2200000000000095': 'recipient_not_found',
};

/** A card whose bank refuses the payouts (`party` an external participant), as NETWORK_CANCELLING_PHONES. */
export const NETWORK_CANCELLING_CARDS: Record<string, string> = {
  '2200000000000079': 'fraud_suspected',
};
