'use client';
// /admin/contests/{id}: the draft's form and «Запланировать»; once on, the leagues with their
// leaders and, settled, the prizes with the approval of those above the threshold.
import type { AdminContest } from '@cabinet/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Chip, Notice } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { ContestLeaders } from '@/components/contest-leaders/contest-leaders';
import { FormError } from '@/components/form-actions/form-actions';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { formatPhone } from '@cabinet/contracts';
import { formatPoints } from '@/lib/format';
import { keepSavedAnswer } from '@/lib/queries/save-answer';
import { contestAdminTexts as t } from '../messages';
import { approvePrize, contestAdminQueries, finishContest, scheduleContest } from '../queries';
import { ContestForm } from './contest-form';
import styles from './contests.module.css';

export function ContestScreen({ id }: { id: number }) {
  const query = useQuery(contestAdminQueries.one(id));
  const c = query.data;
  return (
    <>
      <AdminPageHeader title={c?.title ?? t.title} intro={c ? t.status[c.status] : undefined} />
      <QueryState query={query} surface="card" skeleton={<Skeleton height={240} />} errorText={t.loadError}>
        {c ? <ContestBodyView contest={c} /> : null}
      </QueryState>
    </>
  );
}

function ContestBodyView({ contest }: { contest: AdminContest }) {
  const client = useQueryClient();
  // Each answer is the contest as it now stands; the list shows its new state too.
  const keep = (answer: AdminContest) =>
    keepSavedAnswer(client, contestAdminQueries.all, contestAdminQueries.one(contest.id).queryKey, answer);
  const schedule = useAdminAction({ mutationFn: () => scheduleContest(contest.id), onSuccess: keep });
  const finish = useAdminAction({ mutationFn: () => finishContest(contest.id), onSuccess: keep });
  const approve = useAdminAction({ mutationFn: (memberId: string) => approvePrize(contest.id, memberId), onSuccess: keep });
  if (contest.status === 'draft') {
    return (
      <div className="stack">
        <ContestForm key={contest.updatedAt} contest={contest} />
        <div className="card">
          <FormError message={schedule.refusal} />
          <div className="button-row">
            <button
              type="button"
              className="button button-primary"
              disabled={schedule.isPending}
              onClick={() => schedule.mutate()}
            >
              {t.schedule}
            </button>
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className="stack">
      {schedule.isSuccess ? <Notice tone="good">{t.scheduled}</Notice> : null}
      {contest.status === 'running' ? (
        <div className="card">
          <FormError message={finish.refusal} />
          <div className="button-row">
            <button type="button" className="button button-secondary" disabled={finish.isPending} onClick={() => finish.mutate()}>
              {t.finish}
            </button>
          </div>
        </div>
      ) : null}
      <section className="card" aria-labelledby="contest-leagues">
        <h2 id="contest-leagues" className="card-title">
          {t.leagues}
        </h2>
        <div className={styles.leagues}>
          {contest.leagues.map((l) => (
            <div key={l.league}>
              <h3 className={styles.leagueTitle}>
                {t.league(l.league, l.minContracts)} · {t.leagueMembers(l.members)}
              </h3>
              {l.leaders.length === 0 ? (
                <p>{t.noLeaders}</p>
              ) : (
                <ContestLeaders
                  lines={l.leaders.map((m) => ({
                    key: m.memberId,
                    place: m.place,
                    who: (
                      <>
                        {m.name} <span className={`nowrap ${styles.leaderPhone}`}>{formatPhone(m.phone)}</span>
                      </>
                    ),
                    score: t.leaderScore(m.score),
                  }))}
                />
              )}
            </div>
          ))}
        </div>
      </section>
      {contest.status === 'settled' ? (
        <section className="card" aria-labelledby="contest-prizes">
          <h2 id="contest-prizes" className="card-title">
            {t.prizes}
          </h2>
          <FormError message={approve.refusal} />
          {contest.prizes.length === 0 ? <p>{t.noPrizes}</p> : null}
          <ul className={styles.prizes}>
            {contest.prizes.map((p) => (
              <li key={p.memberId}>
                {p.place ? `${p.place}. ` : ''}
                {p.name} — {formatPoints(p.amount)}{' '}
                <Chip tone={p.status === 'paid' ? 'good' : 'warn'}>{t.prizeStatus[p.status]}</Chip>
                {p.status === 'awaiting_approval' ? (
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={approve.isPending}
                    onClick={() => approve.mutate(p.memberId)}
                  >
                    {t.approve}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
