'use client';
// Admins' forms of the structure (decision 0065): a new dealer (its optional ИНН checked by its
// digits), a new point of sale of a dealer, a new team of a point, and a new name for any of them —
// the dealer's ИНН and the point's address kept as they are. Each is checked by the contract's own
// body before the call; a refusal («Такое название уже есть…») stands on the field it names.
import type { TeamStructure } from '@cabinet/contracts/client';
import { useForm } from 'react-hook-form';
import adminStyles from '@/components/admin/admin.module.css';
import { CardSection } from '@/components/admin/card-section';
import { Notice } from '@/components/admin/data-table';
import { SelectField, TextField } from '@/components/admin/form-fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { lazyResolver } from '@/lib/lazy-resolver';
import {
  dealerBodyOf,
  EMPTY_DEALER,
  EMPTY_POINT,
  EMPTY_RENAME,
  EMPTY_TEAM,
  type DealerFormValues,
  type PointFormValues,
  type RenameFormValues,
  type TeamFormValues,
} from '../form-values';
import { createDealer, createSalesPoint, createTeam, renameDealer, renameSalesPoint, renameTeam, teamQueries } from '../queries';
import { teamsTexts as t } from '../texts';
import { dealerOptions, pointOptions, renameOptions } from './options';
import styles from './teams.module.css';

const dealerRules = lazyResolver(() => import('../resolvers').then((m) => m.dealerResolver));
const pointRules = lazyResolver(() => import('../resolvers').then((m) => m.pointResolver));
const teamRules = lazyResolver(() => import('../resolvers').then((m) => m.teamResolver));
const renameRules = lazyResolver(() => import('../resolvers').then((m) => m.renameResolver));

const invalidates = [teamQueries.all];

function DealerForm() {
  const form = useForm<DealerFormValues>({ resolver: dealerRules.resolver, defaultValues: EMPTY_DEALER });
  const create = useAdminAction({
    mutationFn: (values: DealerFormValues) => createDealer(dealerBodyOf(values)),
    form,
    fallback: t.actionFailed,
    invalidates,
    onSuccess: () => form.reset(EMPTY_DEALER),
  });
  return (
    <section aria-labelledby="team-new-dealer">
      <h3 id="team-new-dealer">{t.newDealer.heading}</h3>
      <form
        method="post"
        aria-labelledby="team-new-dealer"
        className={adminStyles.form}
        onFocus={dealerRules.preload}
        onSubmit={(e) => void form.handleSubmit((values) => create.mutate(values))(e)}
        noValidate
      >
        <TextField form={form} name="name" label={t.newDealer.name} autoComplete="off" />
        <TextField
          form={form}
          name="inn"
          label={t.newDealer.inn}
          hint={t.newDealer.innHint}
          optional
          inputMode="numeric"
          autoComplete="off"
        />
        <FormError message={create.refusal} />
        {create.isSuccess ? <Notice tone="good">{t.newDealer.done(create.data.name)}</Notice> : null}
        <SubmitButton busy={create.isPending}>{t.newDealer.submit}</SubmitButton>
      </form>
    </section>
  );
}

function PointForm({ structure }: { structure: TeamStructure }) {
  const form = useForm<PointFormValues>({ resolver: pointRules.resolver, defaultValues: EMPTY_POINT });
  const create = useAdminAction({
    mutationFn: (values: PointFormValues) => createSalesPoint(values),
    form,
    fallback: t.actionFailed,
    invalidates,
    onSuccess: () => form.reset(EMPTY_POINT),
  });
  return (
    <section aria-labelledby="team-new-point">
      <h3 id="team-new-point">{t.newPoint.heading}</h3>
      <form
        method="post"
        aria-labelledby="team-new-point"
        className={adminStyles.form}
        onFocus={pointRules.preload}
        onSubmit={(e) => void form.handleSubmit((values) => create.mutate(values))(e)}
        noValidate
      >
        <SelectField form={form} name="dealerId" label={t.newPoint.dealer} options={dealerOptions(structure)} />
        <TextField form={form} name="name" label={t.newPoint.name} autoComplete="off" />
        <TextField form={form} name="address" label={t.newPoint.address} optional autoComplete="off" />
        <FormError message={create.refusal} />
        {create.isSuccess ? <Notice tone="good">{t.newPoint.done(create.data.name)}</Notice> : null}
        <SubmitButton busy={create.isPending}>{t.newPoint.submit}</SubmitButton>
      </form>
    </section>
  );
}

function TeamForm({ structure }: { structure: TeamStructure }) {
  const form = useForm<TeamFormValues>({ resolver: teamRules.resolver, defaultValues: EMPTY_TEAM });
  const create = useAdminAction({
    mutationFn: (values: TeamFormValues) => createTeam(values),
    form,
    fallback: t.actionFailed,
    invalidates,
    onSuccess: () => form.reset(EMPTY_TEAM),
  });
  return (
    <section aria-labelledby="team-new-team">
      <h3 id="team-new-team">{t.newTeam.heading}</h3>
      <form
        method="post"
        aria-labelledby="team-new-team"
        className={adminStyles.form}
        onFocus={teamRules.preload}
        onSubmit={(e) => void form.handleSubmit((values) => create.mutate(values))(e)}
        noValidate
      >
        <SelectField form={form} name="pointId" label={t.newTeam.point} options={pointOptions(structure)} />
        <TextField form={form} name="name" label={t.newTeam.name} autoComplete="off" />
        <FormError message={create.refusal} />
        {create.isSuccess ? <Notice tone="good">{t.newTeam.done(create.data.name)}</Notice> : null}
        <SubmitButton busy={create.isPending}>{t.newTeam.submit}</SubmitButton>
      </form>
    </section>
  );
}

/** A new name for what `target` names, the rest of it (a dealer's ИНН, a point's address) as the tree holds it. */
function renameOf(structure: TeamStructure, { target, name }: RenameFormValues): Promise<{ name: string }> {
  const [kind, id = ''] = target.split(':');
  if (kind === 'dealer') return renameDealer(id, name, structure.dealers.find((d) => d.id === id)?.inn ?? null);
  if (kind === 'point') {
    const point = structure.dealers.flatMap((d) => d.points).find((p) => p.id === id);
    return renameSalesPoint(id, name, point?.address ?? '');
  }
  return renameTeam(id, name);
}

function RenameForm({ structure }: { structure: TeamStructure }) {
  const form = useForm<RenameFormValues>({ resolver: renameRules.resolver, defaultValues: EMPTY_RENAME });
  const rename = useAdminAction({
    mutationFn: (values: RenameFormValues) => renameOf(structure, values),
    form,
    fallback: t.actionFailed,
    invalidates,
    onSuccess: () => form.reset(EMPTY_RENAME),
  });
  return (
    <section aria-labelledby="team-rename">
      <h3 id="team-rename">{t.rename.heading}</h3>
      <form
        method="post"
        aria-labelledby="team-rename"
        className={adminStyles.form}
        onFocus={renameRules.preload}
        onSubmit={(e) => void form.handleSubmit((values) => rename.mutate(values))(e)}
        noValidate
      >
        <SelectField form={form} name="target" label={t.rename.what} options={renameOptions(structure)} />
        <TextField form={form} name="name" label={t.rename.name} hint={t.rename.hint} autoComplete="off" />
        <FormError message={rename.refusal} />
        {rename.isSuccess ? <Notice tone="good">{t.rename.done(rename.data.name)}</Notice> : null}
        <SubmitButton busy={rename.isPending}>{t.rename.submit}</SubmitButton>
      </form>
    </section>
  );
}

export function StructureForms({ structure }: { structure: TeamStructure }) {
  return (
    <CardSection title={t.structureHeading}>
      <div className={styles.forms}>
        <DealerForm />
        <PointForm structure={structure} />
        <TeamForm structure={structure} />
        <RenameForm structure={structure} />
      </div>
    </CardSection>
  );
}
