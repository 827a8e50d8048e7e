// The programme's settings (/admin/settings) and their separation of duties (decision 0029); a weaker
// setting's waiting request speaks the approvals door's words (components/admin/texts.ts, adminApprovals).
import { countRu } from '@cabinet/contracts/client';

export const settingsDutiesTexts = {
  weakerWaits:
    'Порог выше действующего или удержание короче ослабляет контроль: изменение вступит в силу, когда его подтвердит другой администратор.',
  stricterHint:
    'Снижение порога и более долгое удержание действуют сразу; повышение порога и сокращение удержания подтверждает второй администратор.',
} as const;

export const adminSettings = {
  heading: 'Настройки программы',
  threshold: 'Порог подтверждения выплаты, б.',
  thresholdHint: 'Выплату на эту сумму и больше подтверждает второй оператор.',
  holdDays: 'Удержание начислений, дней',
  holdDaysHint:
    'Столько дней начисление за договор ждёт подтверждения, прежде чем его можно вывести; 0 — без удержания. Импорт может задать срок для тарифа колонкой «Удержание, дней».',
  days: (n: number) => countRu(n, ['день', 'дня', 'дней']),
  readOnly: 'Менять настройки может администратор.',
  loadError: 'Не удалось загрузить настройки.',
} as const;
