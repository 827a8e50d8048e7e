// The texts of /admin/approvals «На подтверждении» (decision 0060); a request's own words and its
// decisions are the shared ones (lib/admin-messages.ts, adminApprovals).
import type { ApprovalKind } from '@cabinet/contracts/client';

export const approvalsTexts = {
  title: 'На подтверждении',
  intro:
    'Изменения, которые снижают налог или ослабляют контроль, вступают в силу, когда их подтвердит второй администратор — ' +
    'не тот, кто попросил. Пока запрос ждёт, действует то, что было. Свой запрос можно только отозвать.',
  introOperator:
    'Изменения, которые снижают налог или ослабляют контроль, вступают в силу, когда их подтвердит администратор — ' +
    'не тот, кто попросил. Пока запрос ждёт, действует то, что было. Свой запрос можно отозвать.',
  heading: 'Ждут второго администратора',
  caption: 'Запросы, ждущие второго администратора, старые сверху',
  loadError: 'Не удалось загрузить запросы, ждущие подтверждения.',
  empty: 'Ничего не ждёт подтверждения.',
  columns: { what: 'Что', effect: 'Что изменится', who: 'Кто попросил', actions: 'Действия' },
  noEffect: 'Больше ничего',
  /** Where the checker looks at what the request would change. */
  subject: { employment: 'Карточка участника', import_hold: 'Импорт договоров', tax_settings: 'Правила НДФЛ' } satisfies Record<
    ApprovalKind,
    string
  >,
} as const;
