'use client';
// /admin/members/new: a member by phone and name; they sign in by SMS afterwards. The form is the
// contract's body (the phone as its mask shows it, the digits sent), its rules loaded on the form's
// first focus (decision 0022).
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import adminStyles from '@/components/admin/admin.module.css';
import { PhoneField, TextField } from '@/components/admin/form-fields';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { Card } from '@/components/ui/card';
import { adminMembers as t } from '../texts';
import { adminTitles } from '@/components/admin/texts';
import { lazyResolver } from '@/lib/lazy-resolver';
import { createMember, memberAdminQueries } from '../queries';
import type { NewMemberInput, NewMemberValues } from '../resolvers';

const NAME_FIELDS = ['lastName', 'firstName', 'middleName'] as const;

const rules = lazyResolver(() => import('../resolvers').then((m) => m.newMemberResolver));

export function NewMemberScreen() {
  const router = useRouter();
  const form = useForm<NewMemberInput, unknown, NewMemberValues>({
    resolver: rules.resolver,
    defaultValues: { phone: '', lastName: '', firstName: '', middleName: '' },
  });
  const create = useAdminAction({
    mutationFn: createMember,
    form,
    fallback: t.actionFailed,
    onSuccess: ({ id: memberId }) => router.push(`/admin/members/${memberId}`),
    invalidates: [memberAdminQueries.all()],
  });
  const submit = form.handleSubmit(({ middleName, ...body }) =>
    create.mutateAsync({ ...body, ...(middleName ? { middleName } : {}) }).catch(() => undefined),
  );

  return (
    <>
      <AdminPageHeader title={adminTitles.newMember} intro={t.newIntro} />
      <Card aria-label={adminTitles.newMember}>
        <form method="post" className={adminStyles.form} onFocus={rules.preload} onSubmit={(e) => void submit(e)} noValidate>
          <PhoneField form={form} name="phone" label={t.phone} />
          {NAME_FIELDS.map((key) => (
            <TextField key={key} form={form} name={key} label={t[key]} optional={key === 'middleName'} autoComplete="off" />
          ))}
          <FormError message={create.refusal} />
          <SubmitButton busy={create.isPending || create.isSuccess}>{t.create}</SubmitButton>
        </form>
      </Card>
    </>
  );
}
