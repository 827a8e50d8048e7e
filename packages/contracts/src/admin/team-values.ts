// The team structure's limits and words without zod (decision 0065): the back office's
// screens read them.

/** The longest name of a dealer, a point of sale or a team. */
export const TEAM_NAME_MAX = 200;
/** The longest address of a point of sale. */
export const SALES_POINT_ADDRESS_MAX = 300;

/** What approving a supervisor's change does, as the second admin reads it. */
export const TEAM_SUPERVISOR_EFFECT =
  'С указанной даты участник руководит командой; прежний руководитель перестаёт руководить ею накануне. ' +
  'Руководитель видит договоры и баллы агентов команды за дни, когда они были в ней.';

/** Rows a structure file (or a partner's batch of the structure) may carry. */
export const TEAM_IMPORT_MAX_ROWS = 5_000;
/** The largest structure file: 5 000 rows of long names fit with room to spare. */
export const TEAM_IMPORT_MAX_BYTES = 4 * 1024 * 1024;

/** What a row of the structure asks: to put an agent in a team, or to name the team's supervisor. */
export const TEAM_IMPORT_ROLES = ['agent', 'supervisor'] as const;
export type TeamImportRole = (typeof TEAM_IMPORT_ROLES)[number];

/**
 * What became of a row: the agent placed in the team, the supervisor's change sent to a second admin,
 * the structure already as the row says, or a refusal with its reason.
 */
export const TEAM_IMPORT_RESULTS = ['placed', 'supervisor_requested', 'unchanged', 'refused'] as const;
export type TeamImportResult = (typeof TEAM_IMPORT_RESULTS)[number];
