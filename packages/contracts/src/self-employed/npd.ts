// The self-employed (НПД) side of a member's taxes (decision 0034): the ФНС status, the binding by
// the payout provider, the yearly income against the limit, the receipts and the statements.
import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { pointsSchema } from '../money/points.js';
import { TAX_REGIMES } from '../tax/tax-texts.js';

export const NPD_BINDING_STATUSES = ['pending', 'confirmed', 'canceled', 'unregistered'] as const;
export type NpdBindingStatus = (typeof NPD_BINDING_STATUSES)[number];

/** How the member reads the binding's status. */
export const NPD_BINDING_STATUS_TEXT: Record<NpdBindingStatus, string> = {
  pending: 'Ждём вашего разрешения в «Мой налог»',
  confirmed: 'Подключено: чеки регистрируются автоматически',
  canceled: 'Разрешение отклонено или отозвано',
  unregistered: 'ФНС не знает вас как самозанятого',
};

/**
 * Why a withdrawal would be refused now, as the «Самозанятость» page says it: the withdrawal's own
 * refusals (the error catalogue's `npd_not_bound`, `npd_status_lost`) send the member to this page,
 * which tells what to press on it instead.
 */
export const NPD_PAGE_REFUSAL: Record<'npd_not_bound' | 'npd_status_lost', string> = {
  npd_not_bound:
    'Вывод станет доступен, когда вы разрешите регистрацию чеков: нажмите «Подключить «Мой налог»» и подтвердите разрешение в «Мой налог».',
  npd_status_lost:
    'Вывод приостановлен: статус самозанятого не подтверждён или права на регистрацию чеков отозваны. Проверьте статус в «Мой налог», затем нажмите «Проверить в ФНС» или подключите «Мой налог» снова.',
};

export const npdReceiptSchema = z
  .object({
    orderId: z.int(),
    /** ФНС's receipt number; null while it is being registered. */
    receiptId: z.nullable(z.string()),
    /** The receipt's page at ФНС. */
    url: z.nullable(z.string()),
    amount: pointsSchema,
    serviceName: z.string(),
    registeredAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'NpdReceipt' });
export type NpdReceipt = z.infer<typeof npdReceiptSchema>;

export const npdViewSchema = z
  .object({
    regime: z.enum(TAX_REGIMES),
    inn: z.nullable(z.string()),
    /** The last public check at ФНС. */
    check: z.nullable(z.object({ active: z.boolean(), message: z.string(), checkedAt: z.iso.datetime() })),
    binding: z.nullable(
      z.object({
        status: z.enum(NPD_BINDING_STATUSES),
        statusText: z.string(),
        /** The «Мой налог» page where the member grants the rights, while pending. */
        confirmationUrl: z.nullable(z.string()),
        checkedAt: z.nullable(z.iso.datetime()),
      }),
    ),
    /** Whether a withdrawal would be taken now; when not, `refusal` says why (`NPD_PAGE_REFUSAL`). */
    canWithdraw: z.boolean(),
    refusal: z.nullable(z.string()),
    /** Whether binding is possible here (a payout provider is configured). */
    canBind: z.boolean(),
    /**
     * Who registers the receipts, so whom the member allows in «Мой налог»: the payout provider, or
     * the bank whose registries pay the self-employed (decision 0057); null when neither.
     */
    binder: z.nullable(z.object({ kind: z.enum(['provider', 'bank']), title: z.string() })),
    income: z.object({
      year: z.int(),
      /** Paid to the member as self-employed this calendar year. */
      amount: pointsSchema,
      limit: pointsSchema,
      /** What may still be paid this year. */
      left: pointsSchema,
      /** The share of the limit from which the member is warned, percent. */
      warnPercent: z.number(),
      warning: z.nullable(z.string()),
      /** Where the limit comes from, as the operator configured it. */
      limitSource: z.string(),
    }),
  })
  .register(z.globalRegistry, { id: 'NpdView' });
export type NpdView = z.infer<typeof npdViewSchema>;

export const getNpdRoute = defineRoute({
  method: 'GET',
  path: '/api/self-employed/',
  operationId: 'getSelfEmployed',
  summary: 'Самозанятость: статус в ФНС, подключение к «Мой налог», доход за год и лимит',
  description: 'Пока разрешение в «Мой налог» ожидается, статус подключения перечитывается у платёжного сервиса.',
  tag: 'money',
  access: 'member',
  response: npdViewSchema,
  errors: [],
});

export const checkNpdRoute = defineRoute({
  method: 'POST',
  path: '/api/self-employed/check',
  operationId: 'checkSelfEmployed',
  summary: 'Проверить статус самозанятого по ИНН в открытом сервисе ФНС',
  tag: 'money',
  access: 'member',
  response: npdViewSchema,
  errors: ['npd_regime_required', 'npd_check_busy', 'npd_service_unavailable'],
});

export const bindNpdRoute = defineRoute({
  method: 'POST',
  path: '/api/self-employed/bind',
  operationId: 'bindSelfEmployed',
  summary: 'Подключить «Мой налог» через платёжный сервис: запрос прав на регистрацию чеков',
  description: 'Ответ содержит адрес страницы «Мой налог», где участник выдаёт права (binding.confirmationUrl).',
  tag: 'money',
  access: 'member',
  response: npdViewSchema,
  errors: ['npd_regime_required', 'npd_service_unavailable', 'payout_provider_not_configured'],
});

export const receiptsExportQuery = z.object({
  dateFrom: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Дата в виде ГГГГ-ММ-ДД' })),
  dateTo: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Дата в виде ГГГГ-ММ-ДД' })),
});
export type ReceiptsExportQuery = z.infer<typeof receiptsExportQuery>;

export const exportNpdReceiptsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/self-employed/receipts.csv',
  operationId: 'exportNpdReceipts',
  summary: 'Чеки самозанятых по выплатам за период (CSV) для бухгалтерии; выгрузка попадает в журнал',
  tag: 'admin',
  access: 'operator',
  query: receiptsExportQuery,
  response: 'csv',
  errors: [],
});

/** The self-employed rules as configured, each with where it comes from, and how many members they touch. */
export const npdSettingsResponse = z
  .object({
    limit: pointsSchema,
    limitSource: z.string(),
    warnPercent: z.number(),
    taxRatePercent: z.number(),
    serviceName: z.string(),
    checksPerMinute: z.number(),
    /** Members whose profile says self-employed; of them bound now; of them stopped by a check. */
    selfEmployed: z.int(),
    bound: z.int(),
    stopped: z.int(),
  })
  .register(z.globalRegistry, { id: 'NpdSettings' });
export type NpdSettingsResponse = z.infer<typeof npdSettingsResponse>;

export const getNpdSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/self-employed/settings',
  operationId: 'getNpdSettings',
  summary:
    'Правила для самозанятых: лимит дохода с источником, предупреждение, ставка, услуга в чеке; сколько участников подключено',
  tag: 'admin',
  access: 'operator',
  response: npdSettingsResponse,
  errors: [],
});
