// What the tax of a statement is and who pays it, in plain Russian (decisions 0033 and 0034): the
// member reads it under the tax line of the month and of the year, on screen and in the PDF.
import { formatRoubles as rub, type TaxRegime } from '@cabinet/contracts';

const percent = (rate: number) => `${String(rate).replace('.', ',')}\u00a0%`;

export interface TaxOfPeriod {
  regime: TaxRegime;
  /** Points. */
  ndflWithheld: number;
  ndflPaidByCompany: number;
  npdIncome: number;
  npdTax: number;
  npdRatePercent: number;
  /** 'month' or 'year': how the sentence names the period. */
  period: 'month' | 'year';
}

/** One sentence per kind of tax the period has; what the regime means when it had none. */
export function taxNote(t: TaxOfPeriod): string {
  const of = t.period === 'month' ? 'месяца' : 'года';
  const parts: string[] = [];
  if (t.ndflWithheld > 0)
    parts.push(
      `НДФЛ ${rub(t.ndflWithheld)} удержан из выплат ${of}: компания перечислила его в налоговую, в банк по СБП пришла выплата за вычетом налога. Самим платить и подавать декларацию за этот доход не нужно.`,
    );
  if (t.ndflPaidByCompany > 0)
    parts.push(
      `НДФЛ ${rub(t.ndflPaidByCompany)} с выплат ${of} компания заплатила за вас сверх выплаты: выплата пришла целиком, из неё ничего не удержано.`,
    );
  if (t.npdIncome > 0)
    parts.push(
      `НПД ${percent(t.npdRatePercent)} с выплат по чекам (${rub(t.npdIncome)}) — около ${rub(t.npdTax)}: налог самозанятого платите вы сами по уведомлению ФНС в «Мой налог», программа его не удерживает.`,
    );
  if (parts.length > 0) return parts.join(' ');
  switch (t.regime) {
    case 'individual':
      return `Выплат в этом ${t.period === 'month' ? 'месяце' : 'году'} не было — НДФЛ не начислялся. НДФЛ с выплат физическому лицу компания рассчитывает и перечисляет в налоговую сама.`;
    case 'self_employed':
      return `Налог самозанятого не начисляется: выплаты ${of} прошли без чеков НПД.`;
    case 'entrepreneur':
      return 'Как индивидуальный предприниматель вы платите налог сами по своей системе налогообложения: компания его не удерживает.';
  }
}
