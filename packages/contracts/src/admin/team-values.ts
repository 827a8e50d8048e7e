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
