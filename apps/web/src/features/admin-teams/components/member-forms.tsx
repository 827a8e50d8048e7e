'use client';
// Admins' forms of the structure's people (decision 0065), each naming the member by their phone:
// an agent put in a team from its first day (out of the previous one the day before), an agent's
// last day in their team, and a team's supervisor from a first day — a request that waits for a
// second admin at the approvals door. The API's refusals («Месяц этой даты уже закрыт…») stand on
// the field they name, or under the form.
import type { Approval, TeamStructure } from '@cabinet/contracts/client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import adminStyles from '@/components/admin/admin.module.css';
import { CardSection } from '@/components/admin/card-section';
import { Notice } from '@/components/admin/data-table';
import { PhoneField, SelectField, TextField } from '@/components/admin/form-fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { phoneForApi } from '@/components/phone-input/phone-mask';
import { moscowDay } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { approvalQueries } from '@/lib/queries/approvals';
import { memberFieldOf, type EndFormValues, type PlaceFormValues, type SupervisorFormValues } from '../form-values';
import { endMembership, memberIdByPhone, placeAgent, requestSupervisor, teamQueries } from '../queries';
import { teamsTexts as t } from '../texts';
import { teamName, teamOptions } from './options';
import styles from './teams.module.css';

const placeRules = lazyResolver(() => import('../resolvers').then((m) => m.placeResolver));
const endRules = lazyResolver(() => import('../resolvers').then((m) => m.endResolver));
const supervisorRules = lazyResolver(() => import('../resolvers').then((m) => m.supervisorResolver));

function PlaceForm({ structure }: { structure: TeamStructure }) {
  const empty: PlaceFormValues = { phone: '', teamId: '', from: moscowDay() };
  const form = useForm<PlaceFormValues>({ resolver: placeRules.resolver, defaultValues: empty });
  const [placedIn, setPlacedIn] = useState('');
  const place = useAdminAction({
    mutationFn: async ({ phone, teamId, from }: PlaceFormValues) =>
      placeAgent(teamId, { memberId: await memberIdByPhone(phoneForApi(phone)), from }),
    form,
    fieldOf: memberFieldOf,
    fallback: t.actionFailed,
    invalidates: [teamQueries.all],
    onSuccess: (_, values) => {
      setPlacedIn(teamName(structure, values.teamId));
      form.reset(empty);
    },
  });
  return (
    <section aria-labelledby="team-place">
      <h3 id="team-place">{t.place.heading}</h3>
      <form
        method="post"
        aria-labelledby="team-place"
        className={adminStyles.form}
        onFocus={placeRules.preload}
        onSubmit={(e) => void form.handleSubmit((values) => place.mutate(values))(e)}
        noValidate
      >
        <PhoneField form={form} name="phone" label={t.phone} />
        <SelectField form={form} name="teamId" label={t.team} options={teamOptions(structure)} />
        <TextField form={form} name="from" label={t.place.from} hint={t.place.fromHint} type="date" />
        <FormError message={place.refusal} />
        {place.isSuccess ? <Notice tone="good">{t.place.done(placedIn)}</Notice> : null}
        <SubmitButton busy={place.isPending}>{t.place.submit}</SubmitButton>
      </form>
    </section>
  );
}

function EndForm() {
  const empty: EndFormValues = { phone: '', lastDay: moscowDay() };
  const form = useForm<EndFormValues>({ resolver: endRules.resolver, defaultValues: empty });
  const end = useAdminAction({
    mutationFn: async ({ phone, lastDay }: EndFormValues) => endMembership(await memberIdByPhone(phoneForApi(phone)), lastDay),
    form,
    fieldOf: memberFieldOf,
    fallback: t.actionFailed,
    invalidates: [teamQueries.all],
    onSuccess: () => form.reset(empty),
  });
  return (
    <section aria-labelledby="team-end">
      <h3 id="team-end">{t.end.heading}</h3>
      <form
        method="post"
        aria-labelledby="team-end"
        className={adminStyles.form}
        onFocus={endRules.preload}
        onSubmit={(e) => void form.handleSubmit((values) => end.mutate(values))(e)}
        noValidate
      >
        <PhoneField form={form} name="phone" label={t.phone} />
        <TextField form={form} name="lastDay" label={t.end.lastDay} type="date" />
        <FormError message={end.refusal} />
        {end.isSuccess ? <Notice tone="good">{t.end.done}</Notice> : null}
        <SubmitButton busy={end.isPending}>{t.end.submit}</SubmitButton>
      </form>
    </section>
  );
}

function SupervisorForm({ structure }: { structure: TeamStructure }) {
  const empty: SupervisorFormValues = { phone: '', teamId: '', from: moscowDay() };
  const form = useForm<SupervisorFormValues>({ resolver: supervisorRules.resolver, defaultValues: empty });
  const [asked, setAsked] = useState<{ team: string; approval: Approval } | null>(null);
  const ask = useAdminAction({
    mutationFn: async ({ phone, teamId, from }: SupervisorFormValues) =>
      requestSupervisor(teamId, { memberId: await memberIdByPhone(phoneForApi(phone)), from }),
    form,
    fieldOf: memberFieldOf,
    fallback: t.actionFailed,
    invalidates: [teamQueries.all, approvalQueries.all()],
    onSuccess: (approval, values) => {
      setAsked({ team: teamName(structure, values.teamId), approval });
      form.reset(empty);
    },
  });
  return (
    <section aria-labelledby="team-supervisor">
      <h3 id="team-supervisor">{t.supervisor.heading}</h3>
      <form
        method="post"
        aria-labelledby="team-supervisor"
        className={adminStyles.form}
        onFocus={supervisorRules.preload}
        onSubmit={(e) => void form.handleSubmit((values) => ask.mutate(values))(e)}
        noValidate
      >
        <PhoneField form={form} name="phone" label={t.phone} />
        <SelectField form={form} name="teamId" label={t.team} options={teamOptions(structure)} />
        <TextField form={form} name="from" label={t.supervisor.from} hint={t.supervisor.fromHint} type="date" />
        <FormError message={ask.refusal} />
        {ask.isSuccess && asked ? (
          <p className={adminStyles.notice} data-tone="good" role="status">
            {t.supervisor.waits(asked.team)} <Link href="/admin/approvals">{t.toApprovals}</Link>
          </p>
        ) : null}
        <SubmitButton busy={ask.isPending}>{t.supervisor.submit}</SubmitButton>
      </form>
    </section>
  );
}

export function MemberForms({ structure }: { structure: TeamStructure }) {
  return (
    <CardSection title={t.membersHeading}>
      <div className={styles.forms}>
        <PlaceForm structure={structure} />
        <EndForm />
        <SupervisorForm structure={structure} />
      </div>
    </CardSection>
  );
}
