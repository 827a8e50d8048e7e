// The supervisor's «Команда» limits without zod: the cabinet's form and the API read them.

/** The longest message a supervisor sends their team (an SMS-sized note, not a newsletter). */
export const TEAM_MESSAGE_MAX = 500;
/** Messages a supervisor may send their team per Moscow day. */
export const TEAM_MESSAGES_PER_DAY = 3;
/** Days without a contract after which an agent in the team is «без продаж». */
export const TEAM_STALLED_DAYS = 7;
