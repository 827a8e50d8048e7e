// A self-employed member's standing (decision 0034): the public ФНС check, the binding by the
// payout provider, whether withdrawals are allowed, and the yearly income against the limit.
import { randomUUID } from 'node:crypto';
import {
  errorCatalogue,
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
import { ProviderRefused, ProviderUnavailable, type SelfEmployedBinder } from '../../providers/payouts/provider.js';
import {
  readMemberNames,
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

type Deps = Pick<AppDeps, 'db' | 'env' | 'clock' | 'payouts' | 'bank' | 'npdStatus' | 'payoutMethods'>;

/**
 * Who registers the self-employed's receipts, and so binds them: the bank while its registries pay
 * them, the provider otherwise (decision 0057); null when neither is connected. The payouts feature
 * answers it from the rail new orders get (decision 0061).
 */
export async function binderOf(db: Queryable, deps: Pick<Deps, 'payoutMethods'>): Promise<SelfEmployedBinder | null> {
  return (await deps.payoutMethods(db)).binder;
}

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
  const [profile, npd, methods] = await Promise.all([
    readTaxProfile(db, memberId),
    readNpd(db, memberId),
    deps.payoutMethods(db),
  ]);
  const binder = methods.binder;
  const income = await incomeOf(db, deps, profile.inn, now);
  const code = npdRefusalCode(profile, npd, binder?.name ?? null);
  // Bound and in good standing, but where new orders are paid by hand nobody pays a самозанятый (decision 0061).
  const paused = code === null && profile.regime === 'self_employed' && methods.selfEmployed === null;
  return {
    regime: profile.regime,
    inn: profile.inn,
    check:
      npd?.npdCheckedAt && npd.npdActive !== null
        ? { active: npd.npdActive, message: npd.npdMessage ?? '', checkedAt: npd.npdCheckedAt.toISOString() }
        : null,
    binding:
      npd?.bindingStatus && npd.bindingInn === profile.inn && (!binder || npd.provider === binder.name)
        ? {
            status: npd.bindingStatus,
            statusText: NPD_BINDING_STATUS_TEXT[npd.bindingStatus],
            confirmationUrl: npd.bindingStatus === 'pending' ? npd.confirmationUrl : null,
            checkedAt: npd.bindingCheckedAt?.toISOString() ?? null,
          }
        : null,
    canWithdraw: code === null && !paused,
    refusal: code ? NPD_PAGE_REFUSAL[code] : paused ? errorCatalogue.npd_payouts_paused.message : null,
    canBind: binder !== null,
    binder: binder ? { kind: binder === deps.bank ? 'bank' : 'provider', title: binder.title } : null,
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

/** Reads the binding's status again where it was made (the provider or the bank); stores what changed. */
export async function refreshBinding(deps: Deps, memberId: string): Promise<void> {
  const npd = await readNpd(deps.db, memberId);
  const binder = [deps.payouts, deps.bank].find((b) => b !== null && b.name === npd?.provider);
  if (!binder || !npd?.bindingId) return;
  let binding;
  try {
    binding = await binder.getSelfEmployed(npd.bindingId);
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
      provider: binder.name,
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
 * Asks who pays the self-employed now (binderOf) for the right to register receipts for the
 * profile's ИНН. A binding with them for the same ИНН that is pending or confirmed is read again
 * instead of asking twice; one made with another payer is replaced.
 */
export async function bindNpd(deps: Deps, memberId: string): Promise<void> {
  const inn = selfEmployedProfile(await readTaxProfile(deps.db, memberId));
  const binder = await binderOf(deps.db, deps);
  if (!binder) throw new AppError('payout_provider_not_configured');
  const npd = await readNpd(deps.db, memberId);
  const theirs = npd?.provider === binder.name && npd.bindingInn === inn;
  if (npd?.bindingId && theirs && (npd.bindingStatus === 'pending' || npd.bindingStatus === 'confirmed')) {
    return refreshBinding(deps, memberId);
  }
  const name = await readMemberNames(deps.db, memberId);
  let binding;
  try {
    // A new request each time: one that was refused or revoked is not asked again.
    binding = await binder.createSelfEmployed({ inn, ...name }, randomUUID());
  } catch (err) {
    if (err instanceof ProviderUnavailable || err instanceof ProviderRefused)
      throw new AppError('npd_service_unavailable', { cause: err });
    throw err;
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await storeBinding(tx, {
      memberId,
      provider: binder.name,
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
