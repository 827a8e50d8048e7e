// The team structure in the back office (decision 0065): dealers → points of sale →
// teams with a supervisor → agents, memberships dated in Moscow calendar days. Admins write, any
// operator reads; a supervisor's change waits for a second admin at the approvals door.
import * as z from 'zod/mini';
import { countRu } from '../common/plural.js';
import { defineRoute } from '../http/route.js';
import { isoDateSchema } from '../common/validation.js';
import { isValidInn } from '../tax/inn.js';
import { approvalSchema } from './approvals.js';
import { SALES_POINT_ADDRESS_MAX, TEAM_NAME_MAX } from './team-values.js';

const SYMBOLS = ['символа', 'символов', 'символов'] as const;
const tooLong = `Не длиннее ${countRu(TEAM_NAME_MAX, SYMBOLS)}`;
const named = (empty: string) =>
  z.string({ error: empty }).check(z.trim(), z.minLength(1, { error: empty }), z.maxLength(TEAM_NAME_MAX, { error: tooLong }));

const innError = 'ИНН — 10 цифр организации или 12 цифр предпринимателя, с верными контрольными цифрами';
const innSchema = z._default(
  z.nullable(
    z.string({ error: innError }).check(
      z.trim(),
      z.maxLength(12, { error: innError }),
      z.refine((v) => isValidInn(v), { error: innError }),
    ),
  ),
  null,
);
const addressSchema = z._default(
  z
    .string()
    .check(z.trim(), z.maxLength(SALES_POINT_ADDRESS_MAX, { error: `Не длиннее ${countRu(SALES_POINT_ADDRESS_MAX, SYMBOLS)}` })),
  '',
);
const idParams = z.object({
  id: z.string({ error: 'not_found' }).check(z.regex(/^[1-9][0-9]{0,17}$/, { error: 'not_found' })),
});
const memberIdSchema = z
  .string({ error: 'Укажите участника' })
  .check(
    z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: 'Некорректный идентификатор участника' }),
  );
const memberParams = z.object({
  memberId: z
    .string({ error: 'not_found' })
    .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: 'not_found' })),
});
export const dealerSchema = z
  .object({ id: z.string(), name: z.string(), inn: z.nullable(z.string()) })
  .register(z.globalRegistry, { id: 'Dealer' });
export type Dealer = z.infer<typeof dealerSchema>;

export const salesPointSchema = z
  .object({ id: z.string(), dealerId: z.string(), name: z.string(), address: z.string() })
  .register(z.globalRegistry, { id: 'SalesPoint' });
export type SalesPoint = z.infer<typeof salesPointSchema>;

export const teamSchema = z
  .object({ id: z.string(), pointId: z.string(), name: z.string() })
  .register(z.globalRegistry, { id: 'Team' });
export type Team = z.infer<typeof teamSchema>;

const supervisorSchema = z.object({
  memberId: z.string(),
  fullName: z.string(),
  /** The first day they supervise the team. */
  from: z.iso.date(),
});

export const teamStructureSchema = z
  .object({
    /** The day the structure is read for (Moscow). */
    on: z.iso.date(),
    dealers: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        inn: z.nullable(z.string()),
        points: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            address: z.string(),
            teams: z.array(
              z.object({
                id: z.string(),
                name: z.string(),
                supervisor: z.nullable(supervisorSchema),
                /** A supervisor's change waiting for a second admin. */
                pendingSupervisor: z.nullable(approvalSchema),
                /** Agents in the team on the day. */
                agents: z.int(),
              }),
            ),
          }),
        ),
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'TeamStructure' });
export type TeamStructure = z.infer<typeof teamStructureSchema>;

const spanSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  pointName: z.string(),
  dealerName: z.string(),
  /** The first day in the team. */
  from: z.iso.date(),
  /** The last day in the team; null while it lasts. */
  lastDay: z.nullable(z.iso.date()),
});

export const memberTeamHistorySchema = z
  .object({
    memberId: z.string(),
    /** The member's teams as an agent, oldest first. */
    agent: z.array(spanSchema),
    /** The teams they supervised or supervise, oldest first. */
    supervisor: z.array(spanSchema),
  })
  .register(z.globalRegistry, { id: 'MemberTeamHistory' });
export type MemberTeamHistory = z.infer<typeof memberTeamHistorySchema>;

export const dealerBody = z.object({ name: named('Укажите название дилера'), inn: innSchema });
export type DealerBody = z.input<typeof dealerBody>;
export const salesPointBody = z.object({
  dealerId: z.string({ error: 'Выберите дилера' }).check(z.regex(/^[1-9][0-9]{0,17}$/, { error: 'Выберите дилера' })),
  name: named('Укажите название точки продаж'),
  address: addressSchema,
});
export type SalesPointBody = z.input<typeof salesPointBody>;
export const renameSalesPointBody = z.object({ name: named('Укажите название точки продаж'), address: addressSchema });
export const teamBody = z.object({
  pointId: z.string({ error: 'Выберите точку продаж' }).check(z.regex(/^[1-9][0-9]{0,17}$/, { error: 'Выберите точку продаж' })),
  name: named('Укажите название команды'),
});
export type TeamBody = z.input<typeof teamBody>;
export const renameTeamBody = z.object({ name: named('Укажите название команды') });

export const placeAgentBody = z.object({
  memberId: memberIdSchema,
  /** The first day in the team (Moscow); the previous team's last day is the day before. */
  from: isoDateSchema,
});
export type PlaceAgentBody = z.input<typeof placeAgentBody>;
export const endMembershipBody = z.object({
  /** The last day in the team (Moscow). */
  lastDay: isoDateSchema,
});
export const setSupervisorBody = z.object({
  memberId: memberIdSchema,
  /** The first day they supervise (Moscow). */
  from: isoDateSchema,
});
export type SetSupervisorBody = z.input<typeof setSupervisorBody>;

export const teamStructureQuery = z.object({ on: z.optional(isoDateSchema) });

const NAME_ERRORS = ['team_name_taken'] as const;

export const getTeamStructureRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/team-structure',
  operationId: 'getTeamStructure',
  summary: 'Структура: дилеры, точки продаж, команды с руководителями и числом агентов на дату',
  tag: 'admin',
  access: 'operator',
  query: teamStructureQuery,
  response: teamStructureSchema,
  errors: [],
});

export const getMemberTeamHistoryRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/team-members/:memberId/history',
  operationId: 'getMemberTeamHistory',
  summary: 'Команды участника: где он был агентом и чем руководил, по датам',
  tag: 'admin',
  access: 'operator',
  params: memberParams,
  response: memberTeamHistorySchema,
  errors: ['not_found'],
});

export const createDealerRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/dealers',
  operationId: 'createDealer',
  summary: 'Добавить дилера',
  tag: 'admin',
  access: 'admin',
  body: dealerBody,
  response: dealerSchema,
  errors: [...NAME_ERRORS],
});

export const updateDealerRoute = defineRoute({
  method: 'PATCH',
  path: '/api/admin/dealers/:id',
  operationId: 'updateDealer',
  summary: 'Переименовать дилера или изменить его ИНН',
  tag: 'admin',
  access: 'admin',
  params: idParams,
  body: dealerBody,
  response: dealerSchema,
  errors: ['not_found', ...NAME_ERRORS],
});

export const createSalesPointRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/sales-points',
  operationId: 'createSalesPoint',
  summary: 'Добавить точку продаж дилера',
  tag: 'admin',
  access: 'admin',
  body: salesPointBody,
  response: salesPointSchema,
  errors: ['not_found', ...NAME_ERRORS],
});

export const updateSalesPointRoute = defineRoute({
  method: 'PATCH',
  path: '/api/admin/sales-points/:id',
  operationId: 'updateSalesPoint',
  summary: 'Переименовать точку продаж или изменить её адрес',
  tag: 'admin',
  access: 'admin',
  params: idParams,
  body: renameSalesPointBody,
  response: salesPointSchema,
  errors: ['not_found', ...NAME_ERRORS],
});

export const createTeamRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/teams',
  operationId: 'createTeam',
  summary: 'Добавить команду точки продаж',
  tag: 'admin',
  access: 'admin',
  body: teamBody,
  response: teamSchema,
  errors: ['not_found', ...NAME_ERRORS],
});

export const updateTeamRoute = defineRoute({
  method: 'PATCH',
  path: '/api/admin/teams/:id',
  operationId: 'updateTeam',
  summary: 'Переименовать команду',
  tag: 'admin',
  access: 'admin',
  params: idParams,
  body: renameTeamBody,
  response: teamSchema,
  errors: ['not_found', ...NAME_ERRORS],
});

const MEMBER_ERRORS = ['team_member_unknown', 'team_member_blocked', 'team_month_closed'] as const;

export const placeTeamAgentRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/teams/:id/agents',
  operationId: 'placeTeamAgent',
  summary: 'Включить агента в команду с даты (из прежней команды он выходит накануне)',
  tag: 'admin',
  access: 'admin',
  params: idParams,
  body: placeAgentBody,
  response: memberTeamHistorySchema,
  errors: [
    'not_found',
    ...MEMBER_ERRORS,
    'team_dates_overlap',
    'team_agent_already',
    'team_supervisor_is_agent',
    'team_supervisor_cycle',
  ],
});

export const endTeamMembershipRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/team-members/:memberId/end',
  operationId: 'endTeamMembership',
  summary: 'Вывести агента из команды: последний день в ней',
  tag: 'admin',
  access: 'admin',
  params: memberParams,
  body: endMembershipBody,
  response: memberTeamHistorySchema,
  errors: ['team_member_unknown', 'team_month_closed', 'team_no_membership', 'team_end_before_start'],
});

export const setTeamSupervisorRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/teams/:id/supervisor',
  operationId: 'setTeamSupervisor',
  summary: 'Назначить руководителя команды с даты (после подтверждения вторым администратором)',
  description: 'Запрос ждёт другого администратора в «На подтверждении»; до подтверждения руководитель не меняется.',
  tag: 'admin',
  access: 'admin',
  params: idParams,
  body: setSupervisorBody,
  response: approvalSchema,
  errors: [
    'not_found',
    'conflict',
    ...MEMBER_ERRORS,
    'team_supervisor_is_agent',
    'team_supervisor_cycle',
    'team_supervisor_dates',
  ],
});
