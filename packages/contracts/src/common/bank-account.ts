// A bank account in Russia by the Bank of Russia's rule (Положение ЦБ РФ № 579-П, приложение): the
// account's 20 digits, with the last three digits of the bank's БИК in front, weighed 7, 1, 3, 7,
// 1, 3… give a sum of the products' last digits that ends in 0. A typo in either almost always
// breaks it, so a payout is never sent to a mistyped account.
const WEIGHTS = [7, 1, 3];

export function isValidBik(bik: string): boolean {
  // A bank's БИК in Russia starts with 04 (the country's code).
  return /^04\d{7}$/.test(bik);
}

export function isValidBankAccount(account: string, bik: string): boolean {
  if (!/^\d{20}$/.test(account) || !isValidBik(bik)) return false;
  const digits = `${bik.slice(-3)}${account}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += (Number(digits[i]) * WEIGHTS[i % 3]!) % 10;
  return sum % 10 === 0;
}
