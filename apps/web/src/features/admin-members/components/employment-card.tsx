'use client';
// The member card's employment with the company under a labour contract (decision 0051): while it
// lasts and two years after it ends, the member is paid only as an individual. Any operator records
// the end date (or «действует сейчас»), corrects it or removes a mistake; each is audited. An earlier
// end or a removal lowers the tax: it waits for a second admin, shown here with its decisions, and the
// record in force stays until then (decision 0060). The form's rules load on its first focus (decision 0022).
import type { MemberEmployment, MemberEmploymentResponse } from '@cabinet/contracts/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import adminStyles from '@/components/admin/admin.module.css';
import { PendingApproval } from '@/components/admin/approval-decisions';
import { CardSection } from '@/components/admin/card-section';
import { Notice } from '@/components/admin/data-table';
import { SelectField, TextField } from '@/components/admin/form-fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { Button } from '@/components/ui/button';
import { adminEmployment as t } from '../texts';
import { formatDate, formatDateTime } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { approvalQueries } from '@/lib/queries/approvals';
import { memberAdminQueries, recordEmployment, removeEmployment } from '../queries';
import type { EmploymentForm } from '../resolvers';
import styles from './members.module.css';

const rules = lazyResolver(() => import('../resolvers').then((m) => m.employmentResolver));
const reasonRules = lazyResolver(() => import('../resolvers').then((m) => m.rejectApprovalResolver));

function described(e: MemberEmployment): string {
  if (e.endedOn === null) return t.employedNow;
  return t.ended(formatDate(e.endedOn), formatDate(e.npdAllowedFrom ?? e.endedOn), e.barsNpd);
}

export function EmploymentCard({ memberId }: { memberId: string }) {
  const client = useQueryClient();
  const query = useQuery(memberAdminQueries.employment(memberId));
  const employment = query.data?.employment ?? null;
  const pending = query.data?.pending ?? null;
  const form = useForm<EmploymentForm>({
    resolver: rules.resolver,
    values: { state: employment && employment.endedOn === null ? 'employed' : 'ended', endedOn: employment?.endedOn ?? '' },
  });
  // A change that lowers the tax answers with the record unchanged and a request of its own: it waits.
  const asked = (answer: MemberEmploymentResponse) => ({
    answer,
    waits: answer.pending !== null && answer.pending.id !== pending?.id,
  });
  const keep = ({ answer }: { answer: MemberEmploymentResponse }) =>
    client.setQueryData(memberAdminQueries.employment(memberId).queryKey, answer);
  const save = useAdminAction({
    mutationFn: (v: EmploymentForm) => recordEmployment(memberId, v.state === 'employed' ? null : v.endedOn).then(asked),
    form,
    fallback: t.failed,
    onSuccess: (result) => {
      keep(result);
      remove.reset();
    },
    invalidates: [approvalQueries.all()],
  });
  const remove = useAdminAction({
    mutationFn: () => removeEmployment(memberId).then(asked),
    fallback: t.failed,
    onSuccess: (result) => {
      keep(result);
      save.reset();
    },
    invalidates: [approvalQueries.all()],
  });
  const submit = form.handleSubmit((v) => save.mutateAsync(v).catch(() => undefined));
  const ended = useWatch({ control: form.control, name: 'state' }) === 'ended';
  // «Ждёт» only while the request does: once decided, its own notice above says how it went.
  const outcome = (waits: boolean, acted: string, waiting: string) => (waits ? (pending ? waiting : null) : acted);
  const said = save.isSuccess
    ? outcome(save.data.waits, t.saved, t.savedWaits)
    : remove.isSuccess
      ? outcome(remove.data.waits, t.removed, t.removedWaits)
      : null;

  return (
    <CardSection title={t.heading}>
      <p>{t.intro}</p>
      <QueryState query={query} skeleton={<SkeletonRows count={2} height={40} />} errorText={t.loadError}>
        {query.data ? (
          <>
            <p>{employment ? described(employment) : t.none}</p>
            {employment ? (
              <p className={styles.recordedBy}>{t.recorded(employment.recordedBy, formatDateTime(employment.recordedAt))}</p>
            ) : null}
            <PendingApproval approval={pending} reasonRules={reasonRules} />
            <form method="post" className={adminStyles.form} onFocus={rules.preload} onSubmit={(e) => void submit(e)} noValidate>
              <SelectField
                form={form}
                name="state"
                label={t.state}
                options={[
                  { value: 'ended', label: t.states.ended },
                  { value: 'employed', label: t.states.employed },
                ]}
              />
              {ended ? <TextField form={form} name="endedOn" label={t.endedOn} type="date" /> : null}
              <FormError message={save.refusal ?? remove.refusal} />
              {said ? <Notice tone="good">{said}</Notice> : null}
              <div className={adminStyles.actions}>
                <SubmitButton busy={save.isPending}>{t.save}</SubmitButton>
                {employment ? (
                  <Button type="button" variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate()}>
                    {t.remove}
                  </Button>
                ) : null}
              </div>
            </form>
          </>
        ) : null}
      </QueryState>
    </CardSection>
  );
}
