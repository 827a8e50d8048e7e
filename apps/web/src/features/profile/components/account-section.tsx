'use client';
// Учётная запись: e-mail and user name; the phone is the sign-in identity, shown read-only.
import { memberKeys } from '@/lib/member-queries';
import {
  formatPhone,
  setAccountDataBody,
  type AccountInfo,
  type SetAccountData,
  type SetAccountDataInput,
} from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { profileTexts } from '@/lib/messages';
import { saveAccountData } from '../data';
import { applyFieldErrors, useSaveStatus } from '../use-save-status';
import { Field } from './field';
import { SaveBar } from './save-bar';
import { Section } from './section';
import styles from './profile.module.css';

const FIELDS = ['email', 'userName'] as const;

export function AccountSection({ account }: { account: AccountInfo }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useSaveStatus();
  const form = useForm<SetAccountDataInput, unknown, SetAccountData>({
    resolver: zodResolver(setAccountDataBody),
    defaultValues: { email: account.email, userName: account.userName },
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: SetAccountData) => {
    setStatus(null);
    const result = await saveAccountData(values);
    if (result.saved) {
      form.reset(values);
      setStatus({ kind: 'success', text: profileTexts.saved });
      await queryClient.invalidateQueries({ queryKey: memberKeys.accountInfo });
      return;
    }
    applyFieldErrors(form.setError, result.fields, FIELDS);
    setStatus({ kind: 'error', text: result.message });
  };

  return (
    <Section id="account" title={profileTexts.sections.account}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => void form.handleSubmit(onValid, () => setStatus({ kind: 'error', text: profileTexts.saveFailed }))(e)}
      >
        <div className={styles.grid}>
          <Field id="account-phone" label={profileTexts.fields.phone} hint={profileTexts.phoneHint}>
            {(aria) => <input {...aria} className={styles.input} value={formatPhone(account.phoneNumber)} readOnly type="tel" />}
          </Field>
          <Field id="account-email" label={profileTexts.fields.email} error={errors.email?.message} optional>
            {(aria) => (
              <input
                {...aria}
                {...form.register('email')}
                className={styles.input}
                type="email"
                inputMode="email"
                autoComplete="email"
              />
            )}
          </Field>
          <Field
            id="account-userName"
            label={profileTexts.fields.userName}
            error={errors.userName?.message}
            hint={profileTexts.userNameHint}
          >
            {(aria) => (
              <input
                {...aria}
                {...form.register('userName')}
                className={styles.input}
                autoComplete="username"
                spellCheck={false}
                autoCapitalize="none"
              />
            )}
          </Field>
        </div>
        <SaveBar submitting={isSubmitting} status={status} />
      </form>
    </Section>
  );
}
