'use client';
// /lk/self-employed: a self-employed member's standing — the ФНС status, the binding to «Мой налог»
// through the payout provider (and what to do next), the yearly income against the limit (decision
// 0034). The statements are their own feature; the page shows them below.
import type { NpdView } from '@cabinet/contracts/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { refusalMessage } from '@/lib/api-client/errors';
import { formatDateTime, formatRoubles } from '@/lib/format';
import { errors, selfEmployedTexts as t } from '@/lib/messages';
import { bindNpd, checkNpd, selfEmployedQueries } from '../queries';
import styles from './self-employed.module.css';

export function SelfEmployedScreen() {
  const query = useQuery(selfEmployedQueries.view());
  if (!query.data) {
    return (
      <QueryState
        query={query}
        loadingText={t.loading}
        skeleton={
          <div className={`card ${styles.card}`} aria-busy="true">
            <Skeleton height={28} width="50%" />
            <Skeleton height={80} />
          </div>
        }
        errorText={t.error}
      />
    );
  }
  const view = query.data;
  return (
    <div className="stack">
      <Standing view={view} />
      {view.regime === 'self_employed' ? <Income income={view.income} /> : null}
    </div>
  );
}

function Standing({ view }: { view: NpdView }) {
  const queryClient = useQueryClient();
  const onAnswer = (answer: NpdView) => queryClient.setQueryData(selfEmployedQueries.view().queryKey, answer);
  const check = useMutation({ mutationFn: checkNpd, onSuccess: onAnswer });
  const bind = useMutation({ mutationFn: bindNpd, onSuccess: onAnswer });
  const refresh = useMutation({
    mutationFn: () => queryClient.fetchQuery({ ...selfEmployedQueries.view(), staleTime: 0 }),
  });

  if (view.regime !== 'self_employed') {
    return (
      <section className={`card ${styles.card}`} aria-labelledby="npd-regime">
        <h2 id="npd-regime" className={styles.title}>
          {t.regimeTitle}
        </h2>
        <p>{t.notSelfEmployed}</p>
      </section>
    );
  }
  const binding = view.binding;
  const failure = check.error ?? bind.error;
  return (
    <section className={`card ${styles.card}`} aria-labelledby="npd-status">
      <h2 id="npd-status" className={styles.title}>
        {t.statusTitle}
      </h2>
      <p>
        {t.inn} <span className="nowrap">{view.inn}</span>
      </p>
      {view.check ? (
        <p className={view.check.active ? styles.good : styles.bad}>
          {view.check.message} <span className={styles.muted}>{t.checkedAt(formatDateTime(view.check.checkedAt))}</span>
        </p>
      ) : (
        <p className={styles.muted}>{t.notChecked}</p>
      )}
      <div className={styles.actions}>
        <button type="button" className="button button-secondary" onClick={() => check.mutate()} disabled={check.isPending}>
          {check.isPending ? t.checking : t.check}
        </button>
      </div>

      <h2 className={styles.title}>{t.bindingTitle}</h2>
      {binding ? (
        <p className={binding.status === 'confirmed' ? styles.good : binding.status === 'pending' ? undefined : styles.bad}>
          {binding.statusText}
        </p>
      ) : (
        <p>{t.bindingNone(view.binder)}</p>
      )}
      {/* A bank's request has no page of ours to open: the member answers it in «Мой налог» itself (decision 0057). */}
      {binding?.status === 'pending' ? (
        <>
          <p>{t.pendingHint}</p>
          <div className={styles.actions}>
            {binding.confirmationUrl ? (
              <a className="button button-primary" href={binding.confirmationUrl}>
                {t.openMyTax}
              </a>
            ) : null}
            <button
              type="button"
              className="button button-secondary"
              onClick={() => refresh.mutate()}
              disabled={refresh.isPending}
            >
              {t.refresh}
            </button>
          </div>
        </>
      ) : null}
      {binding?.status !== 'pending' && binding?.status !== 'confirmed' ? (
        view.canBind ? (
          <div className={styles.actions}>
            <button type="button" className="button button-primary" onClick={() => bind.mutate()} disabled={bind.isPending}>
              {bind.isPending ? t.binding : binding ? t.rebind : t.bind}
            </button>
          </div>
        ) : (
          <p className={styles.muted}>{t.noProvider}</p>
        )
      ) : null}
      <p role="status" className={view.canWithdraw ? styles.good : styles.bad}>
        {view.canWithdraw ? t.canWithdraw : view.refusal}
      </p>
      {failure ? (
        <p role="alert" className={styles.bad}>
          {refusalMessage(failure, errors.generic)}
        </p>
      ) : null}
    </section>
  );
}

function Income({ income }: { income: NpdView['income'] }) {
  const share = income.limit > 0 ? Math.min(100, (income.amount / income.limit) * 100) : 0;
  return (
    <section className={`card ${styles.card}`} aria-labelledby="npd-income">
      <h2 id="npd-income" className={styles.title}>
        {t.incomeTitle(income.year)}
      </h2>
      <p className={styles.big}>{t.incomeOf(formatRoubles(income.amount), formatRoubles(income.limit))}</p>
      <div className={styles.meter} role="presentation">
        <span style={{ width: `${share}%` }} className={income.warning ? styles.meterWarn : undefined} />
      </div>
      <p>{t.left(formatRoubles(income.left))}</p>
      {income.warning ? (
        <p role="alert" className={styles.warning}>
          {income.warning}
        </p>
      ) : null}
      <p className={styles.muted}>{t.limitSource(income.limitSource)}</p>
    </section>
  );
}
