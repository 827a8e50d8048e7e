'use client';
// /admin/badges (docs/product.md §11.5): the badges with their icon, rule and how many members have
// each; an admin creates one (the members who already meet it get it by a job), changes its words and
// icon (its rule only while nobody has it: the API says so), or archives it after a confirmation.
import type { AdminBadge } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Chip, Notice } from '@/components/admin/data-table';
import { SelectField, TextField } from '@/components/admin/form-fields';
import { optionsOf } from '@/components/admin/list-page/filter-bar';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { Button } from '@/components/ui/button';
import { ButtonRow } from '@/components/ui/button-row';
import { Card, CardTitle } from '@/components/ui/card';
import { Stack } from '@/components/ui/stack';
import { lazyResolver } from '@/lib/lazy-resolver';
import { fieldOf, toBody, toValues, type BadgeFormValues } from '../form-values';
import { archiveBadge, badgeAdminQueries, createBadge, updateBadge } from '../queries';
import { badgeAdminTexts as t } from '../texts';
import { BadgeIcon } from '@/components/badge-icon/badge-icon';
import styles from './badges-admin.module.css';

/** The contract's schema, loaded on the form's first focus (decision 0022). */
const rules = lazyResolver(() => import('../resolvers').then((m) => m.badgeResolver));

export function BadgesScreen() {
  const query = useQuery(badgeAdminQueries.list());
  const [editing, setEditing] = useState<number | null>(null);
  const [archiving, setArchiving] = useState<AdminBadge | null>(null);
  const archive = useAdminAction({
    mutationFn: (id: number) => archiveBadge(id),
    invalidates: [badgeAdminQueries.all],
    onSuccess: () => setArchiving(null),
  });
  const badges = query.data?.badges ?? [];
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <Stack>
        <BadgeForm key="new" badge={null} />
        <Card aria-label={t.title}>
          <QueryState
            query={query}
            skeleton={<Skeleton height={160} />}
            errorText={t.loadError}
            empty={query.data?.badges.length === 0 ? { title: t.empty } : false}
          >
            <FormError message={archive.refusal} />
            <ul className={styles.list}>
              {badges.map((b) =>
                editing === b.id ? (
                  <li key={b.id}>
                    <BadgeForm badge={b} onDone={() => setEditing(null)} />
                  </li>
                ) : (
                  <li key={b.id} className={styles.item} data-testid="admin-badge">
                    <BadgeIcon icon={b.icon} className={b.archived ? styles.iconArchived : styles.icon} />
                    <div className={styles.text}>
                      <p className={styles.name}>
                        {b.name} {b.archived ? <Chip>{t.archived}</Chip> : null}
                      </p>
                      <p className={styles.muted}>{b.ruleText}</p>
                      <p className={styles.muted}>{t.members(b.members)}</p>
                    </div>
                    {b.archived ? null : (
                      <ButtonRow>
                        <Button type="button" variant="secondary" onClick={() => setEditing(b.id)}>
                          {t.edit}
                        </Button>
                        <Button type="button" variant="danger" onClick={() => setArchiving(b)}>
                          {t.archive}
                        </Button>
                      </ButtonRow>
                    )}
                  </li>
                ),
              )}
            </ul>
          </QueryState>
        </Card>
      </Stack>
      <ConfirmDialog
        open={archiving !== null}
        title={t.archiveTitle}
        text={archiving ? t.archiveText(archiving.members) : undefined}
        confirmLabel={t.archive}
        danger
        onConfirm={() => archiving && archive.mutate(archiving.id)}
        onCancel={() => setArchiving(null)}
      />
    </>
  );
}

/** A new badge (`badge` null), or an existing one's changes. */
function BadgeForm({ badge, onDone }: { badge: AdminBadge | null; onDone?: () => void }) {
  const form = useForm<BadgeFormValues>({ defaultValues: toValues(badge), resolver: rules.resolver });
  const save = useAdminAction({
    mutationFn: (v: BadgeFormValues) => (badge ? updateBadge(badge.id, toBody(v)) : createBadge(toBody(v))),
    form,
    fieldOf: (name) => fieldOf(name.split('.')),
    invalidates: [badgeAdminQueries.all],
    onSuccess: () => {
      if (badge) onDone?.();
      else form.reset(toValues(null));
    },
  });
  const rule = useWatch({ control: form.control, name: 'rule' });
  const icon = useWatch({ control: form.control, name: 'icon' });
  const titleId = badge ? `badge-${badge.id}-form` : 'badge-new-form';
  return (
    <Card
      as="form"
      method="post"
      aria-labelledby={titleId}
      onFocus={rules.preload}
      onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
      noValidate
    >
      <CardTitle as="h2" id={titleId}>
        {badge ? t.editTitle(badge.name) : t.newTitle}
      </CardTitle>
      <TextField form={form} name="name" label={t.fields.name} />
      <TextField form={form} name="description" label={t.fields.description} />
      <div className={styles.iconRow}>
        <SelectField form={form} name="icon" label={t.fields.icon} options={optionsOf(t.icons)} />
        <BadgeIcon icon={icon} className={styles.icon} />
      </div>
      <SelectField form={form} name="rule" label={t.fields.rule} options={optionsOf(t.rules)} />
      {rule === 'contracts' ? <TextField form={form} name="contracts" label={t.fields.contracts} inputMode="numeric" /> : null}
      {rule === 'streak' ? <TextField form={form} name="weeks" label={t.fields.weeks} inputMode="numeric" /> : null}
      {rule === 'first_tariff' ? <TextField form={form} name="tariff" label={t.fields.tariff} /> : null}
      <FormError message={save.refusal} />
      {save.isSuccess && !badge ? <Notice tone="good">{t.created}</Notice> : null}
      <ButtonRow wrap>
        <SubmitButton busy={save.isPending}>{badge ? t.save : t.create}</SubmitButton>
        {badge ? (
          <Button type="button" variant="secondary" onClick={onDone}>
            {t.cancelEdit}
          </Button>
        ) : null}
      </ButtonRow>
    </Card>
  );
}
