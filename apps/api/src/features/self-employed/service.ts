// A self-employed member's standing (decision 0034): the public ФНС check, the binding by the
// payout provider, whether withdrawals are allowed, and the yearly income against the limit.
import { randomUUID } from 'node:crypto';
import {
  formatRoubles,
  NPD_BINDING_STATUS_TEXT,
  NPD_PAGE_REFUSAL,
  type NpdBindingStatus,
  type NpdView,
} from '@cabinet/contracts';
import type { AppDeps } from '../../app-deps.js';
import type { Queryable } from '../../db/types.js';
import { toPoints } from '../../ledger/amounts.js';
import { AppError } from '../../lib/app-error.js';
import { moscowDate } from '../../lib/moscow-time.js';
import { NpdStatusUnavailable } from '../../providers/npd/npd-status.js';
import { ProviderRefused, ProviderUnavailable } from '../../providers/payouts/provider.js';
import {
  readNpd,
  readTaxProfile,
  receiptsTotalOfInn,
  storeBinding,
  storeStop,
  type NpdRow,
  type StopReason,
  type TaxProfile,
} from './queries.js';
import { moscowYear, npdSettings } from './settings.js';
import { npdRefusalCode } from './refusal.js';
import { setStop } from './stop-notice.js';
import { keepNpdAnswer } from './keep-npd-answer.js';

// What the money features ask of this one: whether a withdrawal may be taken, what a payout carries.
export { npdBindingOf, payoutSelfEmployed, recordReceipt, selfEmployedRefusal } from './payout-rules.js';
export { npdStatusBeforePayout, type NpdStatusBeforePayout } from './status-before-payout.js';
export { readMemberName } from './queries.js';
export { monthlyStatement } from './statement.js';
export { statementPdf, type PdfWriter, type StatementHolder } from './statement-pdf.js';

type Deps = Pick<AppDeps, 'db' | 'env' | 'clock' | 'payouts' | 'npdStatus'>;

/** The stop a binding's status means: a lost status or revoked rights once granted stop withdrawals. */
function stopOf(npd: NpdRow | undefined, status: NpdBindingStatus): StopReason | null | 'keep' {
  if (status === 'confirmed') return npd?.npdActive === false ? 'npd_inactive' : null;
  const wasBound = npd?.bindingStatus === 'confirmed' || npd?.stoppedReason != null;
  if (!wasBound) return 'keep';
  return status === 'unregistered' ? 'binding_unregistered' : status === 'canceled' ? 'binding_canceled' : 'keep';
}

/** The year's income against the limit: the receipts of the profile's ИНН, the law's limit being the person's (decision 0043). */
async function incomeOf(db: Queryable, deps: Deps, inn: string | null, now: Date): Promise<NpdView['income']> {
  const s = npdSettings(deps.env);
  const year = Number(moscowDate(now).slice(0, 4));
  const { from, to } = moscowYear(year);
  const amount = inn ? await receiptsTotalOfInn(db, inn, from, to) : 0;
  const left = Math.max(0, s.limit - amount);
  const warning =
    amount >= (s.limit * s.warnPercent) / 100
      ? `Доход за ${year} год — ${formatRoubles(toPoints(amount))} из ${formatRoubles(toPoints(s.limit))} лимита для самозанятых. Ещё можно получить ${formatRoubles(toPoints(left))}: выплату сверх лимита платёжный сервис не проведёт.`
      : null;
  return {
    year,
    amount: toPoints(amount),
    limit: toPoints(s.limit),
    left: toPoints(left),
    warnPercent: s.warnPercent,
    warning,
    limitSource: s.limitSource,
  };
}

export async function npdView(db: Queryable, deps: Deps, memberId: string, now: Date): Promise<NpdView> {
  const [profile, npd] = await Promise.all([readTaxProfile(db, memberId), readNpd(db, memberId)]);
  const income = await incomeOf(db, deps, profile.inn, now);
  const code = npdRefusalCode(profile, npd);
  return {
    regime: profile.regime,
    inn: profile.inn,
    check:
      npd?.npdCheckedAt && npd.npdActive !== null
        ? { active: npd.npdActive, message: npd.npdMessage ?? '', checkedAt: npd.npdCheckedAt.toISOString() }
        : null,
    binding:
      npd?.bindingStatus && npd.bindingInn === profile.inn
        ? {
            status: npd.bindingStatus,
            statusText: NPD_BINDING_STATUS_TEXT[npd.bindingStatus],
            confirmationUrl: npd.bindingStatus === 'pending' ? npd.confirmationUrl : null,
            checkedAt: npd.bindingCheckedAt?.toISOString() ?? null,
          }
        : null,
    canWithdraw: code === null,
    refusal: code && NPD_PAGE_REFUSAL[code],
    canBind: deps.payouts !== null,
    income,
  };
}

function selfEmployedProfile(profile: TaxProfile): string {
  if (profile.regime !== 'self_employed' || !profile.inn) throw new AppError('npd_regime_required');
  return profile.inn;
}

/** The public ФНС check by the profile's ИНН; a lost status stops withdrawals, a found one lifts that stop. */
export async function checkNpd(deps: Deps, memberId: string, opts: { wait: boolean; signal?: AbortSignal }): Promise<void> {
  const inn = selfEmployedProfile(await readTaxProfile(deps.db, memberId));
  let answer;
  try {
    answer = await deps.npdStatus.check(inn, moscowDate(deps.clock.now()), opts);
  } catch (err) {
    if (err instanceof NpdStatusUnavailable)
      throw new AppError(err.busy ? 'npd_check_busy' : 'npd_service_unavailable', { cause: err });
    throw err;
  }
  await keepNpdAnswer(deps, { memberId, inn, answer });
}

/** Reads the binding's status again at the provider; stores what changed. */
export async function refreshBinding(deps: Deps, memberId: string): Promise<void> {
  const npd = await readNpd(deps.db, memberId);
  if (!deps.payouts || !npd?.bindingId) return;
  let binding;
  try {
    binding = await deps.payouts.getSelfEmployed(npd.bindingId);
  } catch (err) {
    if (err instanceof ProviderUnavailable || err instanceof ProviderRefused)
      throw new AppError('npd_service_unavailable', { cause: err });
    throw err;
  }
  if (!binding) return;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await readNpd(tx, memberId, true);
    if (before?.bindingId !== binding.id) return;
    await storeBinding(tx, {
      memberId,
      provider: deps.payouts!.name,
      id: binding.id,
      inn: before.bindingInn ?? binding.inn ?? '',
      status: binding.status,
      confirmationUrl: binding.confirmationUrl ?? before.confirmationUrl,
      at: now,
    });
    const stop = stopOf(before, binding.status);
    if (stop !== 'keep') await setStop(tx, { memberId, before: before.stoppedReason, reason: stop, at: now });
  });
}

/**
 * Asks the provider for the right to register receipts for the profile's ИНН. A binding for the same
 * ИНН that is pending or confirmed is read again instead of asking twice.
 */
export async function bindNpd(deps: Deps, memberId: string): Promise<void> {
  const inn = selfEmployedProfile(await readTaxProfile(deps.db, memberId));
  if (!deps.payouts) throw new AppError('payout_provider_not_configured');
  const npd = await readNpd(deps.db, memberId);
  if (npd?.bindingId && npd.bindingInn === inn && (npd.bindingStatus === 'pending' || npd.bindingStatus === 'confirmed')) {
    return refreshBinding(deps, memberId);
  }
  let binding;
  try {
    // A new request each time: one that was refused or revoked is not asked again.
    binding = await deps.payouts.createSelfEmployed({ inn }, randomUUID());
  } catch (err) {
    if (err instanceof ProviderUnavailable || err instanceof ProviderRefused)
      throw new AppError('npd_service_unavailable', { cause: err });
    throw err;
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await storeBinding(tx, {
      memberId,
      provider: deps.payouts!.name,
      id: binding.id,
      inn,
      status: binding.status,
      confirmationUrl: binding.confirmationUrl,
      at: now,
    });
    // A fresh binding starts clean: a stop of the old one does not carry over unless ФНС said so.
    const current = await readNpd(tx, memberId, true);
    const stop =
      binding.status === 'confirmed' && current?.npdActive === false && current.checkedInn === inn ? 'npd_inactive' : null;
    await storeStop(tx, { memberId, reason: stop, at: now });
  });
}
