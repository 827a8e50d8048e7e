// The Russian texts of operators' warning e-mails (decision 0036).
import { moscowDayText, moscowDayTimeText } from '../../lib/moscow-time.js';

/** `12 345,00 ₽` with no-break spaces. */
export function roubles(kopecks: number): string {
  const text = (kopecks / 100).toLocaleString('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${text.replace(/\s/g, '\u00a0')}\u00a0₽`;
}

export const operatorMailTexts = {
  balanceLow: (p: {
    product: string;
    provider: string;
    balance: number;
    threshold: number;
    queued: number;
    checkedAt: Date;
    link: string;
  }) => ({
    subject: `${p.product}: на балансе выплат ${roubles(p.balance)} — пополните`,
    text: [
      `На балансе выплат у платёжного сервиса (${p.provider}) осталось ${roubles(p.balance)}.`,
      `Порог предупреждения — ${roubles(p.threshold)}; выплат в очереди на ${roubles(p.queued)}.`,
      'Пополните баланс: выплаты, на которые денег не хватит, платёжный сервис отклонит, и баллы вернутся участникам.',
      `Баланс проверен ${moscowDayTimeText(p.checkedAt)} (МСК).`,
      '',
      `Выплаты в бэк-офисе: ${p.link}`,
      '',
      'Письмо отправлено автоматически; пока баланс низкий, оно повторяется раз в сутки.',
    ].join('\n'),
  }),
  reconciliation: (p: {
    product: string;
    provider: string;
    at: Date;
    checked: number;
    differences: number;
    balance: number | null;
    link: string;
  }) => ({
    subject:
      p.differences === 0
        ? `${p.product}: сверка выплат за ${moscowDayText(p.at)} — расхождений нет`
        : `${p.product}: сверка выплат за ${moscowDayText(p.at)} — новых расхождений: ${p.differences}`,
    text: [
      `Ежедневная сверка выплат с платёжным сервисом (${p.provider}), ${moscowDayTimeText(p.at)} (МСК).`,
      `Проверено выплат: ${p.checked.toLocaleString('ru-RU')}.`,
      p.differences === 0
        ? 'Расхождений между учётом программы и платёжным сервисом нет.'
        : `Новых расхождений: ${p.differences.toLocaleString('ru-RU')}. Разберите их в бэк-офисе: ${p.link}`,
      p.balance === null ? '' : `Баланс выплат: ${roubles(p.balance)}.`,
      '',
      'Письмо отправлено автоматически после сверки.',
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  }),
};
