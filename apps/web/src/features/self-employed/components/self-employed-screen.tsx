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
import { errors } from '@/lib/texts/common';
import { Card } from '@/components/ui/card';
import { Stack } from '@/components/ui/stack';
import { Button, ButtonLink } from '@/components/ui/button';
import { ButtonRow } from '@/components/ui/button-row';
import { selfEmployedTexts as t } from '../texts';
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
          <Card as="div" className={styles.card} aria-busy="true">
            <Skeleton height={28} width="50%" />
            <Skeleton height={80} />
          </Card>
        }
        errorText={t.error}
      />
    );
  }
  const view = query.data;
  return (
    <Stack>
      <Standing view={view} />
      {view.regime === 'self_employed' ? <Income income={view.income} /> : null}
    </Stack>
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
      <Card className={styles.card} aria-labelledby="npd-regime">
        <h2 id="npd-regime" className={styles.title}>
          {t.regimeTitle}
        </h2>
        <p>{t.notSelfEmployed}</p>
      </Card>
    );
  }
  const binding = view.binding;
  const failure = check.error ?? bind.error;
  return (
    <Card className={styles.card} aria-labelledby="npd-status">
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
      <ButtonRow wrap className={styles.actions}>
        <Button type="button" variant="secondary" onClick={() => check.mutate()} disabled={check.isPending}>
          {check.isPending ? t.checking : t.check}
        </Button>
      </ButtonRow>

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
          <ButtonRow wrap className={styles.actions}>
            {binding.confirmationUrl ? (
              <ButtonLink variant="primary" href={binding.confirmationUrl}>
                {t.openMyTax}
              </ButtonLink>
            ) : null}
            <Button type="button" variant="secondary" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
              {t.refresh}
            </Button>
          </ButtonRow>
        </>
      ) : null}
      {binding?.status !== 'pending' && binding?.status !== 'confirmed' ? (
        view.canBind ? (
          <ButtonRow wrap className={styles.actions}>
            <Button type="button" variant="primary" onClick={() => bind.mutate()} disabled={bind.isPending}>
              {bind.isPending ? t.binding : binding ? t.rebind : t.bind}
            </Button>
          </ButtonRow>
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
    </Card>
  );
}

function Income({ income }: { income: NpdView['income'] }) {
  const share = income.limit > 0 ? Math.min(100, (income.amount / income.limit) * 100) : 0;
  return (
    <Card className={styles.card} aria-labelledby="npd-income">
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
    </Card>
  );
}
