// The texts of /admin/approvals «На подтверждении» (decision 0060); a request's own words and its
// decisions are the shared ones (components/admin/texts.ts, adminApprovals).
import type { ApprovalKind } from '@cabinet/contracts/client';

export const approvalsTexts = {
  title: 'На подтверждении',
  intro:
    'Изменения, которые снижают налог или ослабляют контроль, и начисления больше порога подтверждения выплат (за решение ' +
    'или за день одного администратора) вступают в силу, когда их подтвердит второй администратор — ' +
    'не тот, кто попросил. Пока запрос ждёт, действует то, что было. Свой запрос можно только отозвать. ' +
    'Крупную выплату в разделе «Выплаты» подтверждает любой другой оператор.',
  introOperator:
    'Изменения, которые снижают налог или ослабляют контроль, и начисления больше порога подтверждения выплат (за решение ' +
    'или за день одного администратора) вступают в силу, когда их подтвердит администратор — ' +
    'не тот, кто попросил. Пока запрос ждёт, действует то, что было. Свой запрос можно отозвать. ' +
    'Крупную выплату в разделе «Выплаты» подтверждает любой другой оператор, и вы тоже.',
  heading: 'Ждут второго администратора',
  caption: 'Запросы, ждущие второго администратора, старые сверху',
  loadError: 'Не удалось загрузить запросы, ждущие подтверждения.',
  empty: 'Ничего не ждёт подтверждения.',
  columns: { what: 'Что', effect: 'Что изменится', who: 'Кто попросил', actions: 'Действия' },
  noEffect: 'Больше ничего',
  /** Where the checker looks at what the request would change. */
  subject: {
    employment: 'Карточка участника',
    import_hold: 'Импорт договоров',
    tax_settings: 'Правила НДФЛ',
    target: 'Личные цели',
    tiers: 'Тарифы',
    contest_prizes: 'Конкурс',
    dispute_credit: 'Спор',
    adjustment: 'Карточка участника',
    period_close: 'Закрытие месяцев',
    settings: 'Настройки программы',
    operator_change: 'Операторы',
    desk_payout: 'Заявка на вывод',
    partner_key: 'Ключи API партнёров',
    team_supervisor: 'Структура команд',
    supervisor_override: 'Тарифы',
  } satisfies Record<ApprovalKind, string>,
} as const;
