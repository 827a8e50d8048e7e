// A supervisor's override (docs/product.md §11.6, decision 0069), decided and posted in the transaction
// that pays the agent's reward, whichever way the contract came (a single arrival, an import's or the
// partner API's batch, a credited claim): the supervisor of the team the agent was in on the contract's
// signing day, by the rule of the signing month. Decided once and kept (migration 0140), so that a later
// move, a new supervisor or a new rule changes nothing paid; a held reward's override is posted when the
// reward is released, with it.
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { creditLinesOf } from '../../ledger/member-lines.js';
import { agentInText, statement } from '../../ledger/money-texts.js';
import { postMany } from '../../ledger/post-batch.js';
import type { Posting } from '../../ledger/post.js';
import { supervisorsOn } from '../teams/service.js';
import { overrideRates, overrideShare } from './rules.js';

export interface OverrideRecipient {
  teamId: string;
  supervisorId: string;
  /** The signing month's rule, hundredths of a percent (never 0: no rule, no recipient). */
  basisPoints: number;
}

/**
 * Who is paid an override on each contract of these agents signed on these days: null where the signing
 * month has no rule, the agent was in no team, the team had no supervisor, or its supervisor was the
 * agent. Two queries for a whole batch, none of the structure's when no month asked has a rule.
 */
export async function overrideRecipients(
  db: Queryable,
  contracts: readonly { memberId: string; signedOn: string }[],
): Promise<(OverrideRecipient | null)[]> {
  const rates = await overrideRates(
    db,
    contracts.map((c) => c.signedOn.slice(0, 7)),
  );
  const ruled = contracts.map((c) => rates.get(c.signedOn.slice(0, 7)) ?? 0);
  if (!ruled.some((bp) => bp > 0)) return contracts.map(() => null);
  const found = await supervisorsOn(
    db,
    contracts.map((c) => ({ memberId: c.memberId, day: c.signedOn })),
  );
  return found.map((f, i) => (f && ruled[i]! > 0 ? { ...f, basisPoints: ruled[i]! } : null));
}

export interface RewardedContract {
  contractId: number;
  /** The agent. */
  memberId: string;
  number: string;
  signedOn: string;
  /** Kopecks of the agent's reward (a claim's credit for a claimed contract). */
  reward: number;
  /** The reward waits for its quality hold: the override is decided now, posted with the reward's release. */
  held: boolean;
}

interface OverrideToPay {
  contractId: number;
  supervisorId: string;
  agentId: string;
  number: string;
  signedOn: string;
  reward: number;
  basisPoints: number;
  amount: number;
}

/**
 * Decides the overrides of these rewarded contracts and posts those not held, in the caller's
 * transaction. `recipients`, aligned with `contracts`, when the caller looked them up already (the
 * import's batch locks the supervisors' accounts with the agents').
 */
export async function grantOverrides(
  tx: Queryable,
  contracts: readonly RewardedContract[],
  at: Date,
  recipients?: readonly (OverrideRecipient | null)[],
): Promise<void> {
  const to = recipients ?? (await overrideRecipients(tx, contracts));
  const decided: (OverrideToPay & { teamId: string; held: boolean })[] = [];
  contracts.forEach((c, i) => {
    const r = to[i];
    if (!r || c.reward <= 0) return;
    const amount = overrideShare(c.reward, r.basisPoints);
    // A share that rounds to nothing is no override.
    if (amount === 0) return;
    decided.push({
      contractId: c.contractId,
      supervisorId: r.supervisorId,
      agentId: c.memberId,
      number: c.number,
      signedOn: c.signedOn,
      reward: c.reward,
      basisPoints: r.basisPoints,
      amount,
      teamId: r.teamId,
      held: c.held,
    });
  });
  if (decided.length === 0) return;
  await tx.query(
    `INSERT INTO supervisor_overrides (contract_id, supervisor_id, team_id, basis_points, reward, amount, decided_at)
     SELECT *, $7::timestamptz FROM unnest($1::bigint[], $2::uuid[], $3::bigint[], $4::int[], $5::bigint[], $6::bigint[])`,
    [
      decided.map((d) => d.contractId),
      decided.map((d) => d.supervisorId),
      decided.map((d) => d.teamId),
      decided.map((d) => d.basisPoints),
      decided.map((d) => d.reward),
      decided.map((d) => d.amount),
      at,
    ],
  );
  await payOverrides(
    tx,
    decided.filter((d) => !d.held),
    at,
    false,
  );
}

/**
 * Posts the overrides of these contracts whose rewards were just released from their hold (hold.ts),
 * in the release's transaction; a contract cancelled inside its hold is never released, so its
 * override is never paid.
 */
export async function releaseOverrides(tx: Queryable, contractIds: readonly number[], at: Date): Promise<void> {
  if (contractIds.length === 0) return;
  const { rows } = await tx.query<OverrideToPay>(
    `SELECT o.contract_id::float8 AS "contractId", o.supervisor_id::text AS "supervisorId", c.member_id::text AS "agentId",
            c.number, to_char(c.signed_on, 'YYYY-MM-DD') AS "signedOn", o.reward::float8 AS reward,
            o.basis_points AS "basisPoints", o.amount::float8 AS amount
       FROM supervisor_overrides o JOIN contracts c ON c.id = o.contract_id
      WHERE o.contract_id = ANY($1::bigint[])
        AND NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.contract_id = o.contract_id AND t.kind = 'supervisor_override')
      ORDER BY o.contract_id`,
    [contractIds],
  );
  await payOverrides(tx, rows, at, true);
}

/** The supervisors these contracts' overrides are decided for: a release locks their accounts with the agents'. */
export async function overrideSupervisors(db: Queryable, contractIds: readonly number[]): Promise<string[]> {
  if (contractIds.length === 0) return [];
  const { rows } = await db.query<{ id: string }>(
    'SELECT DISTINCT supervisor_id::text AS id FROM supervisor_overrides WHERE contract_id = ANY($1::bigint[])',
    [contractIds],
  );
  return rows.map((r) => r.id);
}

/**
 * One posting per override, in one batch: a debt the supervisor owes is paid off first, as from any
 * reward; their debts are read at once under their accounts' locks. The available accounts the
 * postings credit are locked in the same statement, all in id order: locked after the debts, one of
 * them could come before a debt already held and close a cycle with a writer keeping that order.
 */
async function payOverrides(tx: Queryable, overrides: readonly OverrideToPay[], at: Date, released: boolean): Promise<void> {
  if (overrides.length === 0) return;
  const supervisors = [...new Set(overrides.map((o) => o.supervisorId))];
  const agents = [...new Set(overrides.map((o) => o.agentId))];
  const { rows: accounts } = await tx.query<{ memberId: string; kind: string; balance: number }>(
    `SELECT member_id::text AS "memberId", kind, balance::float8 AS balance FROM ledger_accounts
      WHERE member_id = ANY($1::uuid[]) AND kind IN ('available', 'debt') ORDER BY id FOR UPDATE`,
    [supervisors],
  );
  const owed = new Map(accounts.filter((a) => a.kind === 'debt').map((a) => [a.memberId, a.balance]));
  const { rows: names } = await tx.query<{ id: string; lastName: string; firstName: string }>(
    'SELECT id::text, last_name AS "lastName", first_name AS "firstName" FROM members WHERE id = ANY($1::uuid[])',
    [agents],
  );
  const agentName = new Map(names.map((n) => [n.id, agentInText(n)]));
  const postings = overrides.map((o): Posting => {
    const { lines, repaid } = creditLinesOf(o.amount, owed.get(o.supervisorId) ?? 0);
    owed.set(o.supervisorId, (owed.get(o.supervisorId) ?? 0) - repaid);
    return {
      kind: 'supervisor_override',
      memberId: o.supervisorId,
      contractId: o.contractId,
      lines,
      ...statement.supervisorOverride({
        number: o.number,
        signedOn: o.signedOn,
        agent: agentName.get(o.agentId)!,
        basisPoints: o.basisPoints,
        reward: toPoints(o.reward),
        released,
      }),
      actor: 'system',
      at,
    };
  });
  await postMany(tx, postings);
}
