// The ways a file writes a contract's status, matched as typed (the spellings are the files', not the
// programme's texts).
export type ContractStatus = 'active' | 'cancelled';

const ACTIVE = ['active', 'действует', 'действующий', 'активен', 'активный', 'подписан'];
const CANCELLED = ['cancelled', 'canceled', 'terminated', 'расторгнут', 'расторжен', 'отменен', 'отменён', 'аннулирован'];

export function normaliseStatus(text: string): ContractStatus | null {
  const s = text.trim().toLowerCase();
  if (ACTIVE.includes(s)) return 'active';
  if (CANCELLED.includes(s)) return 'cancelled';
  return null;
}
