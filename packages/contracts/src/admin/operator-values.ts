// Operators' roles without zod: the back office's screens read them.

export const OPERATOR_ROLES = ['operator', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** The most dealers one operator may be limited to (decision 0066): past this, «Все дилеры». */
export const OPERATOR_DEALERS_MAX = 50;
