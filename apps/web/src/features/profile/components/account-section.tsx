'use client';
// Учётная запись: e-mail and user name; the phone is the sign-in identity, shown read-only.
import { memberQueries } from '@/lib/queries/member';
import { formatPhone, type AccountInfo, type SetAccountData, type SetAccountDataInput } from '@cabinet/contracts/client';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/field/field';
import { profileFormTexts } from '../form-texts';
import { profileTexts } from '../texts';
import { lazyResolver } from '@/lib/lazy-resolver';
import { registerField } from '@/lib/register-field';
import { saveAccountData } from '../queries';
import { fieldOf, useSectionSave } from '../section-form';
import { ProfileForm } from './profile-form';
import { Section } from './section';

// The contract's schema, with zod: loaded on the form's first focus or check (decision 0022).
const accountRules = lazyResolver(() => import('../resolvers').then((m) => m.accountResolver));

const FIELDS = ['email', 'userName'] as const;

export function AccountSection({ account }: { account: AccountInfo }) {
  const form = useForm<SetAccountDataInput, unknown, SetAccountData>({
    resolver: accountRules.resolver,
    defaultValues: { email: account.email, userName: account.userName },
  });
  const save = useSectionSave(form, { save: saveAccountData, fields: FIELDS, refresh: memberQueries.accountInfo().queryKey });
  const { errors } = form.formState;

  return (
    <Section id="account" title={profileTexts.sections.account}>
      <ProfileForm form={form} onFocus={accountRules.preload} {...save}>
        <Field id="account-phone" label={profileFormTexts.fields.phone} hint={profileFormTexts.phoneHint}>
          {(control) => <input {...control} className="input" value={formatPhone(account.phoneNumber)} readOnly type="tel" />}
        </Field>
        <Field {...fieldOf('account', 'email', errors)} optional>
          {(control) => (
            <input {...control} {...registerField(form, 'email')} className="input" type="email" autoComplete="email" />
          )}
        </Field>
        <Field {...fieldOf('account', 'userName', errors)} hint={profileFormTexts.userNameHint}>
          {(control) => (
            <input
              {...control}
              {...registerField(form, 'userName')}
              className="input"
              autoComplete="username"
              spellCheck={false}
              autoCapitalize="none"
            />
          )}
        </Field>
      </ProfileForm>
    </Section>
  );
}
