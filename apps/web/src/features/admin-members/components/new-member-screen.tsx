'use client';
// /admin/members/new: a member by phone and name; they sign in by SMS afterwards.
import { stripNonDigits } from '@cabinet/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Field } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { adminMembers as t, adminTitles } from '@/lib/admin-messages';
import { ApiRequestError } from '@/lib/api-client/errors';
import { createMember, memberAdminQueries } from '../queries';
import adminStyles from '@/components/admin/admin.module.css';
import { refusalOf } from './refusal';

const NAME_FIELDS = ['lastName', 'firstName', 'middleName'] as const;

export function NewMemberScreen() {
  const id = useId();
  const router = useRouter();
  const client = useQueryClient();
  const [phone, setPhone] = useState('');
  const [names, setNames] = useState({ lastName: '', firstName: '', middleName: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setError(null);
    try {
      const { id: memberId } = await createMember({
        phone: stripNonDigits(phone),
        lastName: names.lastName,
        firstName: names.firstName,
        ...(names.middleName.trim() ? { middleName: names.middleName } : {}),
      });
      void client.invalidateQueries({ queryKey: memberAdminQueries.all() });
      router.push(`/admin/members/${memberId}`);
    } catch (err) {
      const fields = err instanceof ApiRequestError ? err.body?.fields : undefined;
      if (fields) setErrors(fields);
      else setError(refusalOf(err, t.actionFailed).error);
      setBusy(false);
    }
  };

  return (
    <>
      <AdminPageHeader title={adminTitles.newMember} intro={t.newIntro} />
      <section className="card" aria-label={adminTitles.newMember}>
        <form className={adminStyles.form} onSubmit={(e) => void submit(e)} noValidate>
          <Field id={`${id}-phone`} label={t.phone} error={errors.phone}>
            {(control) => <PhoneInput {...control} className="input" value={phone} onChange={setPhone} />}
          </Field>
          {NAME_FIELDS.map((key) => (
            <Field key={key} id={`${id}-${key}`} label={t[key]} error={errors[key]} optional={key === 'middleName'}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  autoComplete="off"
                  value={names[key]}
                  onChange={(e) => setNames({ ...names, [key]: e.target.value })}
                />
              )}
            </Field>
          ))}
          <FormError message={error} />
          <SubmitButton busy={busy}>{t.create}</SubmitButton>
        </form>
      </section>
    </>
  );
}
