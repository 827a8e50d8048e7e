'use client';
// The contest's draft: react-hook-form checked by the contract's schema, saved by a back-office action,
// and a preview of the page a member will see (the API renders it; nothing is stored).
import type { AdminContest, ContestPlan, MemberContest } from '@cabinet/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Notice } from '@/components/admin/data-table';
import { SelectField, TextAreaField, TextField } from '@/components/admin/form-fields';
import { optionsOf } from '@/components/admin/list-page/filter-bar';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { ContestLeaders } from '@/components/contest-leaders/contest-leaders';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { formatPoints, moscowDay } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { Stack } from '@/components/ui/stack';
import { Card, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { ButtonRow } from '@/components/ui/button-row';
import { contestAdminTexts as t } from '../texts';
import { contestAdminQueries, createContest, planContest, previewContest, updateContest } from '../queries';
import { ContestPlanCard } from './contest-plan';
import { fieldOf, toBody, toValues, type ContestFormValues } from '../form-values';
import styles from './contests.module.css';

/** The contract's schema, loaded on the form's first focus (decision 0022). */
const rules = lazyResolver(() => import('../resolvers').then((m) => m.contestResolver));

export function ContestForm({ contest }: { contest: AdminContest | null }) {
  const router = useRouter();
  const form = useForm<ContestFormValues>({ defaultValues: toValues(contest, moscowDay()), resolver: rules.resolver });
  const [preview, setPreview] = useState<MemberContest | null>(null);

  const save = useAdminAction({
    mutationFn: (values: ContestFormValues) =>
      contest ? updateContest(contest.id, toBody(values)) : createContest(toBody(values)),
    form,
    // The body's 'rule.prizes.1' is the form's 'prizes'.
    fieldOf: (name) => fieldOf(name.split('.')),
    invalidates: [contestAdminQueries.all],
    onSuccess: (saved) => {
      if (!contest) router.push(`/admin/contests/${saved.id}`);
    },
  });
  const show = useMutation({ mutationFn: (values: ContestFormValues) => previewContest(toBody(values)), onSuccess: setPreview });
  const [plan, setPlan] = useState<ContestPlan | null>(null);
  const count = useMutation({ mutationFn: (values: ContestFormValues) => planContest(toBody(values)), onSuccess: setPlan });

  const rule = useWatch({ control: form.control, name: 'rule' });
  const participants = useWatch({ control: form.control, name: 'participants' });
  // A team contest (docs/product.md §11.8): teams in leagues, a prize for places or a threshold per
  // agent, and its split among the agents chosen here, before the start.
  const team = useWatch({ control: form.control, name: 'kind' }) === 'team';
  useEffect(() => {
    if (!team) return;
    // What a team contest cannot have, put back to what it can, so no hidden field refuses the form.
    if (rule !== 'places' && rule !== 'threshold') form.setValue('rule', 'places');
    if (participants === 'list') form.setValue('participants', 'all');
    if (form.getValues('holdoutPercent') !== '0') form.setValue('holdoutPercent', '0');
  }, [form, team, rule, participants]);
  // A scheduled contest is changed in place until its start; it stays scheduled.
  const scheduled = contest?.status === 'scheduled';

  return (
    <Stack>
      <Card
        as="form"
        method="post"
        className={styles.form}
        onFocus={rules.preload}
        onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
        noValidate
      >
        <TextField form={form} name="title" label={t.fields.title} />
        <TextAreaField form={form} name="description" label={t.fields.description} rows={4} />
        <div className={styles.row}>
          <TextField form={form} name="startsOn" label={t.fields.startsOn} type="date" />
          <TextField form={form} name="endsOn" label={t.fields.endsOn} type="date" />
        </div>
        <SelectField form={form} name="kind" label={t.fields.kind} options={optionsOf(t.kind)} />
        {team ? <SelectField form={form} name="teamSplit" label={t.fields.teamSplit} options={optionsOf(t.teamSplit)} /> : null}
        <SelectField
          form={form}
          name="participants"
          label={t.fields.participants}
          options={optionsOf(team ? t.teamParticipants : t.participants)}
        />
        {participants === 'leagues' ? <TextField form={form} name="leagueNumbers" label={t.fields.leagueNumbers} /> : null}
        {participants === 'list' && !team ? (
          <TextAreaField form={form} name="memberPhones" label={t.fields.memberPhones} rows={4} />
        ) : null}
        <div className={styles.row}>
          <TextField form={form} name="leagueBands" label={team ? t.fields.teamLeagueBands : t.fields.leagueBands} />
          <TextField form={form} name="historyMonths" label={t.fields.historyMonths} inputMode="numeric" />
        </div>
        <TextField form={form} name="leagueNames" label={t.fields.leagueNames} />
        <SelectField form={form} name="rule" label={t.fields.rule} options={optionsOf(team ? t.teamRule : t.rule)} />
        {rule === 'per_contract' ? (
          <TextField form={form} name="pointsPerContract" label={t.fields.pointsPerContract} inputMode="decimal" />
        ) : null}
        {rule === 'threshold' ? (
          <div className={styles.row}>
            <TextField
              form={form}
              name="contracts"
              label={team ? t.fields.teamContracts : t.fields.contracts}
              inputMode="numeric"
            />
            <TextField form={form} name="prize" label={t.fields.prize} inputMode="decimal" />
          </div>
        ) : null}
        {rule === 'places' ? <TextField form={form} name="prizes" label={t.fields.prizes} /> : null}
        {rule === 'steps' ? <TextField form={form} name="steps" label={t.fields.steps} /> : null}
        {rule === 'top_percent' ? (
          <div className={styles.row}>
            <TextField form={form} name="percent" label={t.fields.percent} inputMode="numeric" />
            <TextField form={form} name="prize" label={t.fields.prize} inputMode="decimal" />
          </div>
        ) : null}
        <TextField form={form} name="budget" label={t.fields.budget} inputMode="decimal" />
        <TextField form={form} name="tariffs" label={t.fields.tariffs} />
        {team ? null : <TextField form={form} name="holdoutPercent" label={t.fields.holdoutPercent} inputMode="numeric" />}
        <FormError message={save.refusal} />
        {save.isSuccess && contest ? <Notice tone="good">{scheduled ? t.savedScheduled : t.saved}</Notice> : null}
        <ButtonRow wrap>
          <SubmitButton busy={save.isPending}>{scheduled ? t.saveScheduled : t.save}</SubmitButton>
          <Button type="button" variant="secondary" onClick={() => void form.handleSubmit((v) => count.mutate(v))()}>
            {t.plan}
          </Button>
          <Button type="button" variant="secondary" onClick={() => void form.handleSubmit((v) => show.mutate(v))()}>
            {t.preview}
          </Button>
        </ButtonRow>
      </Card>
      {plan ? <ContestPlanCard plan={plan} teams={team} /> : null}
      {preview ? <ContestPreview contest={preview} /> : null}
    </Stack>
  );
}

/** The member's page, drawn from the preview's answer in frames of a phone's and a desktop's width. */
function ContestPreview({ contest }: { contest: MemberContest }) {
  const s = contest.standing;
  return (
    <Card aria-labelledby="contest-preview">
      <CardTitle as="h2" id="contest-preview">
        {t.previewTitle}
      </CardTitle>
      <div className={styles.previewFrame}>
        <h3>{contest.title}</h3>
        {s ? (
          <p>
            <strong>{s.place ?? '—'}</strong> · {s.score} · {formatPoints(s.prize)} {s.gapText ? `· ${s.gapText}` : ''}
          </p>
        ) : null}
        {contest.team ? (
          <>
            <p>
              {contest.team.teamName}: <strong>{contest.team.place ?? '—'}</strong> · {t.previewShare(contest.team)}
            </p>
            <ContestLeaders
              lines={contest.team.board.map((l) => ({
                key: l.name,
                place: l.place ?? '—',
                who: l.name,
                score: t.previewTeamLine(l.score, l.prize),
              }))}
            />
          </>
        ) : (
          <ContestLeaders lines={contest.leaders.map((l) => ({ key: l.name, place: l.place, who: l.name, score: l.score }))} />
        )}
        <ul>
          {contest.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        {/* Rendered and sanitised by the API's news renderer. */}
        <div dangerouslySetInnerHTML={{ __html: contest.descriptionHtml }} />
      </div>
    </Card>
  );
}
