// The team structure brought whole (decision 0065): a file in the back office, or a partner's batch
// (packages/contracts/src/partner/structure.ts). Each row names a dealer, a point of sale, a team and
// a member by phone, with the member's role and first day; a dealer, point or team not yet known is
// added, and each row is answered for itself — a refused row changes nothing.
import * as z from 'zod/mini';
import { defineRoute } from '../http/route.js';
import { TEAM_IMPORT_MAX_BYTES, TEAM_IMPORT_RESULTS } from './team-values.js';

export const teamImportOutcomeSchema = z
  .object({
    /** The file's line (from 2, after the header), or the batch's index (from 0). */
    line: z.int(),
    result: z.enum(TEAM_IMPORT_RESULTS),
    /** The reason of a refusal in Russian; null otherwise. */
    message: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'TeamImportOutcome' });
export type TeamImportOutcome = z.infer<typeof teamImportOutcomeSchema>;

export const teamImportSummarySchema = z
  .object({
    rows: z.int(),
    placed: z.int(),
    supervisorsRequested: z.int(),
    unchanged: z.int(),
    refused: z.int(),
    /** What the rows added to the structure. */
    created: z.object({ dealers: z.int(), points: z.int(), teams: z.int() }),
    /** Every row's outcome, in the file's order. */
    outcomes: z.array(teamImportOutcomeSchema),
  })
  .register(z.globalRegistry, { id: 'TeamImportSummary' });
export type TeamImportSummary = z.infer<typeof teamImportSummarySchema>;

export const importTeamStructureRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/team-structure/import',
  operationId: 'importTeamStructure',
  summary: 'Загрузить структуру из файла: дилеры, точки продаж, команды, агенты и руководители',
  description:
    'multipart/form-data: файл в поле `content` (CSV в UTF-8 с разделителем «;» или «,», либо XLSX). Колонки: ' +
    'дилер, ИНН дилера (по желанию), точка продаж, адрес точки (по желанию), команда, телефон, роль (агент или ' +
    'руководитель; пусто — агент) и первый день. Недостающие дилеры, точки и команды добавляются; агент ' +
    'переходит в команду с указанного дня; руководитель назначается после подтверждения вторым администратором. ' +
    'Каждая строка применяется или отклоняется отдельно; отклонённая строка ничего не меняет.',
  tag: 'admin',
  access: 'admin',
  upload: {
    maxBytes: TEAM_IMPORT_MAX_BYTES,
    accepts: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  response: teamImportSummarySchema,
  errors: ['import_file_unreadable', 'unsupported_file'],
});
