'use client';
// /admin/contests/{id}: the form until the contest starts (a draft, then «Запланировать»; a
// scheduled one stays editable); once on, its terms and the leagues with their leaders and,
// settled, the prizes with their request at the approvals door when they are above the threshold
// (decision 0060: one request for all of them), and with a control group whether the contest lifted
// sales (docs/product.md §11.3). Every action that pays asks first, with the sum and
// the number of members the API gives; a contest is cancelled with a reason until it is settled.
import { contestRulesText, type AdminContest } from '@cabinet/contracts/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PendingApproval } from '@/components/admin/approval-decisions';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DownloadButton } from '@/components/admin/download-button';
import { Chip, Notice } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ReasonDialog } from '@/components/admin/reason-dialog';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { ContestLeaders } from '@/components/contest-leaders/contest-leaders';
import { FormError } from '@/components/form-actions/form-actions';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { formatPhone } from '@cabinet/contracts/client';
import { formatDate, formatDateTime, formatPoints } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { keepSavedAnswer } from '@/lib/queries/save-answer';
import { Stack } from '@/components/ui/stack';
import { Card, CardTitle } from '@/components/ui/card';
import { ButtonRow } from '@/components/ui/button-row';
import { Button } from '@/components/ui/button';
import { contestAdminTexts as t } from '../texts';
import { cancelContest, contestAdminQueries, contestResults, finishContest, scheduleContest } from '../queries';
import { ContestForm } from './contest-form';
import { ControlGroup } from './control-group';
import styles from './contests.module.css';

/** The contract's rules for the reasons, loaded when a reason is first written (decision 0022). */
const refuseRules = lazyResolver(() => import('../resolvers').then((m) => m.refuseReasonResolver));
const cancelRules = lazyResolver(() => import('../resolvers').then((m) => m.cancelReasonResolver));

const day = (iso: string) => formatDate(`${iso}T12:00:00+03:00`);

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
  const [asking, setAsking] = useState<'finish' | 'cancel' | null>(null);
  const close = () => setAsking(null);
  const schedule = useAdminAction({ mutationFn: () => scheduleContest(contest.id), onSuccess: keep });
  // A refusal (the figures changed meanwhile) reads the contest again, so the new figures show.
  const refresh = () => client.invalidateQueries({ queryKey: contestAdminQueries.one(contest.id).queryKey });
  const finish = useAdminAction({
    mutationFn: () => finishContest(contest.id, contest.payout!),
    onSuccess: keep,
    onError: refresh,
  });
  const editable = contest.status === 'draft' || contest.status === 'scheduled';
  const cancellable = editable || contest.status === 'running' || contest.status === 'finished';
  const enrolled = contest.leagues.reduce((n, l) => n + l.members, 0);

  return (
    <Stack>
      {schedule.isSuccess ? <Notice tone="good">{t.scheduled}</Notice> : null}
      {contest.status === 'cancelled' && contest.cancelReason && contest.cancelledAt ? (
        <Notice tone="bad">{t.cancelled(contest.cancelReason, formatDateTime(contest.cancelledAt))}</Notice>
      ) : null}
      {editable ? (
        <>
          {contest.status === 'scheduled' ? <p className={styles.note}>{t.edit}</p> : null}
          {/* A new form when the state changes (scheduled), not after each save: the saved notice stays. */}
          <ContestForm key={`${contest.id}-${contest.status}`} contest={contest} />
        </>
      ) : (
        <ContestTerms contest={contest} />
      )}
      {cancellable ? (
        <Card as="div">
          <FormError message={schedule.refusal ?? finish.refusal} />
          {contest.status === 'running' && contest.payout ? (
            <p className={styles.note} data-testid="contest-payout">
              {t.payoutNow(contest.payout.members, contest.payout.total)}
            </p>
          ) : null}
          <ButtonRow>
            {contest.status === 'draft' ? (
              <Button type="button" variant="primary" disabled={schedule.isPending} onClick={() => schedule.mutate()}>
                {t.schedule}
              </Button>
            ) : null}
            {contest.status === 'running' ? (
              <Button
                type="button"
                variant="primary"
                disabled={finish.isPending || !contest.payout}
                onClick={() => setAsking('finish')}
              >
                {t.finish}
              </Button>
            ) : null}
            {cancellable ? (
              <Button type="button" variant="danger" onClick={() => setAsking('cancel')}>
                {t.cancel}
              </Button>
            ) : null}
          </ButtonRow>
        </Card>
      ) : null}
      {/* No leagues before the start, nor for a contest cancelled before it (nobody was enrolled). */}
      {contest.status !== 'draft' && contest.status !== 'scheduled' && (contest.status !== 'cancelled' || enrolled > 0) ? (
        contest.kind === 'team' ? (
          <TeamLeagues contest={contest} />
        ) : (
          <ContestLeagues contest={contest} />
        )
      ) : null}
      {contest.controlGroup ? <ControlGroup result={contest.controlGroup} /> : null}
      {contest.status === 'settled' ? (
        <Card aria-labelledby="contest-prizes">
          <CardTitle as="h2" id="contest-prizes">
            {t.prizes}
          </CardTitle>
          {contest.pendingPrizes ? <p className={styles.note}>{t.prizesWaiting}</p> : null}
          <PendingApproval approval={contest.pendingPrizes} reasonRules={refuseRules} />
          {contest.prizes.length === 0 && contest.teamPrizes.length === 0 ? <p>{t.noPrizes}</p> : null}
          {contest.teamPrizes.length > 0 ? <TeamPrizes contest={contest} /> : null}
          <ul className={styles.prizes}>
            {contest.prizes.map((p) => (
              <li key={p.memberId}>
                {p.place ? `${p.place}. ` : ''}
                {p.name} — {formatPoints(p.amount)}{' '}
                <Chip tone={p.status === 'paid' ? 'good' : 'warn'}>{t.prizeStatus[p.status]}</Chip>
                {p.refusalReason ? <p>{t.refusedBecause(p.refusalReason)}</p> : null}
              </li>
            ))}
          </ul>
          {contest.prizes.length > 0 || contest.teamPrizes.length > 0 ? (
            <DownloadButton
              download={() => contestResults(contest.id)}
              fileName={`contest-${contest.id}-results.csv`}
              label={t.results}
            />
          ) : null}
        </Card>
      ) : null}
      {contest.payout ? (
        <ConfirmDialog
          open={asking === 'finish'}
          title={t.finishTitle}
          text={t.payoutText(contest.payout.members, contest.payout.total)}
          confirmLabel={t.finishConfirm}
          onConfirm={() => {
            close();
            finish.mutate();
          }}
          onCancel={close}
        />
      ) : null}
      <ReasonDialog
        open={asking === 'cancel'}
        title={t.cancelTitle}
        text={contest.kind === 'team' ? t.cancelTextTeams : t.cancelText(enrolled)}
        label={t.cancelReason}
        confirmLabel={t.cancelConfirm}
        rules={cancelRules}
        submit={(reason) => cancelContest(contest.id, reason)}
        onDone={(answer) => {
          close();
          keep(answer);
        }}
        onCancel={close}
      />
    </Stack>
  );
}

/** A contest under way or over: its period, rule, prizes and who takes part, as a list of terms. */
function ContestTerms({ contest }: { contest: AdminContest }) {
  const rules = contestRulesText({ ...contest, leagues: contest.leagueBands.length });
  const team = contest.kind === 'team';
  return (
    <Card aria-labelledby="contest-terms">
      <CardTitle as="h2" id="contest-terms">
        {t.terms}
      </CardTitle>
      <dl className={styles.terms}>
        <div>
          <dt>{t.termsPeriod}</dt>
          <dd>{t.period(day(contest.startsOn), day(contest.endsOn))}</dd>
        </div>
        <div>
          <dt>{t.termsRule}</dt>
          <dd>
            {team && (contest.rule.kind === 'places' || contest.rule.kind === 'threshold')
              ? t.teamRule[contest.rule.kind]
              : t.rule[contest.rule.kind]}
            <ul className={styles.termsRules}>
              {rules.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t.termsKind}</dt>
          <dd>{t.kind[contest.kind]}</dd>
        </div>
        {contest.teamSplit ? (
          <div>
            <dt>{t.termsSplit}</dt>
            <dd>{t.teamSplit[contest.teamSplit]}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.termsParticipants}</dt>
          <dd>
            {team
              ? `${t.teamParticipants[contest.participants === 'leagues' ? 'leagues' : 'all']}; ${t.leagueTeams(
                  contest.leagues.reduce((n, l) => n + l.members, 0),
                )}`
              : `${t.participantsText(contest)}; ${t.enrolled(contest.leagues.reduce((n, l) => n + l.members, 0))}`}
          </dd>
        </div>
        <div>
          <dt>{t.termsLeagues}</dt>
          <dd>
            {contest.leagueBands
              .map((_, i) => (team ? t.teamLeague : t.league)(contest.leagueBands, i, contest.leagues[i]?.name))
              .join(', ')}
          </dd>
        </div>
        {contest.budget !== null ? (
          <div>
            <dt>{t.termsBudget}</dt>
            <dd>{t.budgetTerms(contest.budget, contest.uncappedTotal)}</dd>
          </div>
        ) : null}
        {contest.holdoutPercent > 0 ? (
          <div>
            <dt>{t.termsHoldout}</dt>
            <dd className={styles.holdout}>
              {t.holdoutTerms(contest.holdoutPercent, contest.holdoutMembers, contest.holdoutSeed)}
            </dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}

function ContestLeagues({ contest }: { contest: AdminContest }) {
  return (
    <Card aria-labelledby="contest-leagues">
      <CardTitle as="h2" id="contest-leagues">
        {t.leagues}
      </CardTitle>
      <div className={styles.leagues}>
        {contest.leagues.map((l, i) => (
          <div key={l.league}>
            <h3 className={styles.leagueTitle}>
              {t.league(contest.leagueBands, i, l.name)} · {t.leagueMembers(l.members)}
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
    </Card>
  );
}

/** A team contest's leagues: every team with its place and what makes its score (docs/product.md §11.8). */
function TeamLeagues({ contest }: { contest: AdminContest }) {
  return (
    <Card aria-labelledby="contest-teams">
      <CardTitle as="h2" id="contest-teams">
        {t.leagues}
      </CardTitle>
      <div className={styles.leagues}>
        {contest.teamLeagues.map((l, i) => (
          <div key={l.league}>
            <h3 className={styles.leagueTitle}>
              {t.teamLeague(contest.leagueBands, i, l.name)} · {t.leagueTeams(l.teams.length)}
            </h3>
            {l.teams.length === 0 ? (
              <p>{t.noTeams}</p>
            ) : (
              <ContestLeaders
                lines={l.teams.map((team) => ({
                  key: team.teamId,
                  place: team.place ?? '—',
                  who: (
                    <>
                      {team.name} <span className={`nowrap ${styles.leaderPhone}`}>{team.point}</span>
                    </>
                  ),
                  score: t.teamScore(team.score, team.contracts, team.agents),
                }))}
              />
            )}
          </div>
        ))}
      </div>
    </Card>
  );
}

/** A settled team contest's prizes: each team's, with its agents' shares. */
function TeamPrizes({ contest }: { contest: AdminContest }) {
  return (
    <ul className={styles.prizes} aria-label={t.teamPrizes}>
      {contest.teamPrizes.map((team) => (
        <li key={team.teamId}>
          <strong>{team.name}</strong>: {t.teamPrize(team.place, team.amount)}
          <ul>
            {team.shares.map((s) => (
              <li key={s.memberId}>
                {s.name} ({t.shareContracts(s.contracts)}) — {formatPoints(s.amount)}{' '}
                <Chip tone={s.status === 'paid' ? 'good' : 'warn'}>{t.prizeStatus[s.status]}</Chip>
                {s.refusalReason ? <p>{t.refusedBecause(s.refusalReason)}</p> : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
