import * as z from 'zod/mini';
import { maxResultCountSchema, skipCountSchema } from '../content/paging.js';
import { defineRoute } from '../http/route.js';
import { IMPORT_MAX_BYTES, IMPORT_ROW_KINDS, IMPORT_ROWS_PAGE } from './import-values.js';

export * from './import-values.js';

export const IMPORT_MAX_ROWS = 200_000;

export const importRowKindSchema = z.enum(IMPORT_ROW_KINDS, { error: 'Вид строки: new, changed, unchanged или refused' });
export type ImportRowKind = z.infer<typeof importRowKindSchema>;

export const IMPORT_STATUSES = ['previewed', 'applying', 'applied', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const importJobSchema = z
  .object({
    id: z.int(),
    fileName: z.string(),
    /** previewed → applying (in the background) → applied, or failed. */
    status: z.enum(IMPORT_STATUSES),
    totalRows: z.int(),
    counts: z.object({ new: z.int(), changed: z.int(), unchanged: z.int(), refused: z.int() }),
    /** Rows applied so far (of new + changed), for the progress bar. */
    processedRows: z.int(),
    toApply: z.int(),
    /** What applying did; null until it finished. */
    result: z.nullable(
      z.object({ accrued: z.int(), cancelled: z.int(), updated: z.int(), skipped: z.int(), points: z.number() }),
    ),
    error: z.nullable(z.string()),
    createdBy: z.string(),
    createdAt: z.iso.datetime(),
    startedAt: z.nullable(z.iso.datetime()),
    finishedAt: z.nullable(z.iso.datetime()),
    /**
     * Rows to accrue whose hold is shorter than the programme's: applying them waits for a second
     * admin (decision 0060). Counted against the programme's hold as it is now.
     */
    shortHoldRows: z.int(),
    /** The request waiting for a second admin to apply the import; null when none waits. */
    approvalId: z.nullable(z.int()),
  })
  .register(z.globalRegistry, { id: 'ImportJob' });
export type ImportJob = z.infer<typeof importJobSchema>;

export const importRowSchema = z
  .object({
    line: z.int(),
    kind: importRowKindSchema,
    /** Why a row is refused, or what changes, in Russian. */
    reason: z.nullable(z.string()),
    phone: z.string(),
    number: z.string(),
    clientName: z.string(),
    signedOn: z.string(),
    /** As read from the file, normalised: 'active' or 'cancelled' (or the raw text when unreadable). */
    status: z.string(),
    /** The optional tariff column's cell (spaces collapsed); null when the file does not say. */
    tariff: z.nullable(z.string()),
    /** The optional hold column: days this tariff's reward waits; null: the programme's period. */
    holdDays: z.nullable(z.int()),
  })
  .register(z.globalRegistry, { id: 'ImportRow' });
export type ImportRow = z.infer<typeof importRowSchema>;

export const importFields = z.object({
  fileName: z.optional(z.string().check(z.maxLength(200, { error: 'Не длиннее 200 символов' }))),
});

export const previewImportRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/imports',
  operationId: 'previewContractsImport',
  summary: 'Загрузить файл договоров и получить предпросмотр (ничего не применяется)',
  description:
    'multipart/form-data: файл в поле `content` (CSV в UTF-8 с разделителем «;» или «,», либо XLSX), ' +
    'поле `fileName`. Колонки: телефон участника, номер договора, клиент, дата подписания, статус ' +
    '(действует / расторгнут) и, по желанию, тариф (для конкурсов по тарифам) и удержание в днях (сколько ' +
    'начисление по тарифу ждёт подтверждения; пусто — срок программы). Строки делятся на новые, изменённые, ' +
    'без изменений и отклонённые (с причиной).',
  tag: 'admin',
  access: 'operator',
  upload: {
    maxBytes: IMPORT_MAX_BYTES,
    fields: importFields,
    accepts: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  response: importJobSchema,
  errors: ['import_file_unreadable', 'unsupported_file'],
});

const NOT_FOUND = { error: 'not_found' };
export const importIdParams = z.object({
  id: z.coerce.number(NOT_FOUND).check(z.int(NOT_FOUND), z.positive(NOT_FOUND), z.lte(Number.MAX_SAFE_INTEGER, NOT_FOUND)),
});

export const getImportRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/imports/:id',
  operationId: 'getContractsImport',
  summary: 'Импорт договоров: состояние и ход применения',
  tag: 'admin',
  access: 'operator',
  params: importIdParams,
  response: importJobSchema,
  errors: ['not_found'],
});

export const listImportRowsQuery = z.object({
  kind: z.optional(importRowKindSchema),
  skipCount: skipCountSchema(),
  maxResultCount: maxResultCountSchema(IMPORT_ROWS_PAGE, 500),
});
export type ListImportRowsQuery = z.input<typeof listImportRowsQuery>;

export const listImportRowsResponse = z.object({ rows: z.array(importRowSchema), totalCount: z.int() });
export type ListImportRowsResponse = z.infer<typeof listImportRowsResponse>;

export const listImportRowsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/imports/:id/rows',
  operationId: 'listContractsImportRows',
  summary: 'Строки импорта по виду: новые, изменённые, без изменений, отклонённые',
  tag: 'admin',
  access: 'operator',
  params: importIdParams,
  query: listImportRowsQuery,
  response: listImportRowsResponse,
  errors: ['not_found'],
});

export const applyImportRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/imports/:id/apply',
  operationId: 'applyContractsImport',
  summary: 'Применить импорт: начисления и списания идут в фоне, ход — в GET /api/admin/imports/{id}',
  description:
    'Повторное применение того же файла ничего не меняет: договоры узнаются по номеру. ' +
    'Импорт, который не удалось применить, можно применить снова. ' +
    'Если в строках удержание короче, чем в программе, применение ждёт подтверждения второго администратора.',
  tag: 'admin',
  access: 'operator',
  params: importIdParams,
  response: importJobSchema,
  errors: ['not_found', 'import_not_applicable', 'conflict'],
});

export const listImportsQuery = z.object({
  skipCount: skipCountSchema(),
  maxResultCount: maxResultCountSchema(20, 100),
});
export type ListImportsQuery = z.input<typeof listImportsQuery>;

export const listImportsResponse = z.object({ imports: z.array(importJobSchema), totalCount: z.int() });
export type ListImportsResponse = z.infer<typeof listImportsResponse>;

export const listImportsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/imports',
  operationId: 'listContractsImports',
  summary: 'История импортов договоров, новые сверху',
  tag: 'admin',
  access: 'operator',
  query: listImportsQuery,
  response: listImportsResponse,
  errors: [],
});

/**
 * The template offered on the import screen: the columns under their Russian names and two rows that
 * show the forms a value may take. UTF-8 with a BOM and «;», as Russian Excel opens and saves it.
 */
export const IMPORT_TEMPLATE_HEADER = ['Телефон', 'Номер договора', 'Клиент', 'Дата подписания', 'Статус', 'Тариф'] as const;
export const IMPORT_TEMPLATE_ROWS = [
  ['+7 (900) 123-45-67', 'АД-2026-000101', 'Смирнова Ольга Викторовна', '03.11.2026', 'действует', 'Семейный'],
  ['79001234567', 'АД-2026-000090', 'ООО «Ромашка»', '2026-10-28', 'расторгнут', ''],
] as const;

export const importTemplateRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/imports/template.csv',
  operationId: 'downloadContractsImportTemplate',
  summary: 'Шаблон файла договоров для импорта (CSV: UTF-8 с BOM, разделитель «;»)',
  tag: 'admin',
  access: 'operator',
  response: 'csv',
  errors: [],
});
