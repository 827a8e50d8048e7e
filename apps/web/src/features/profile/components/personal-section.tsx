'use client';
// Личные данные: ФИО and city (product §5: Cyrillic letters, hyphen and spaces), the API's own schema.
import { type SetUserData, type SetUserDataInput, type UserInfo } from '@cabinet/contracts/client';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/field/field';
import { memberQueries } from '@/lib/queries/member';
import { profileTexts } from '../texts';
import { lazyResolver } from '@/lib/lazy-resolver';
import { registerField } from '@/lib/register-field';
import { saveUserData } from '../queries';
import { fieldOf, useSectionSave } from '../section-form';
import { ProfileForm } from './profile-form';
import { Section } from './section';

// The contract's schema, with zod: loaded on the form's first focus or check (decision 0022).
const personalRules = lazyResolver(() => import('../resolvers').then((m) => m.personalResolver));

const FIELDS = ['lastName', 'firstName', 'middleName', 'cityName'] as const;
const AUTOCOMPLETE: Record<(typeof FIELDS)[number], string> = {
  lastName: 'family-name',
  firstName: 'given-name',
  middleName: 'additional-name',
  cityName: 'address-level2',
};

export function PersonalSection({ info }: { info: UserInfo }) {
  const form = useForm<SetUserDataInput, unknown, SetUserData>({
    resolver: personalRules.resolver,
    defaultValues: { lastName: info.lastName, firstName: info.firstName, middleName: info.middleName, cityName: info.cityName },
  });
  // The sidebar's greeting and avatar read the personal info too.
  const save = useSectionSave(form, { save: saveUserData, fields: FIELDS, refresh: memberQueries.personalInfo().queryKey });
  const { errors } = form.formState;

  return (
    <Section id="personal" title={profileTexts.sections.personal}>
      <ProfileForm form={form} onFocus={personalRules.preload} {...save}>
        {FIELDS.map((name) => (
          <Field key={name} {...fieldOf('personal', name, errors)} optional={name === 'middleName' || name === 'cityName'}>
            {(control) => (
              <input {...control} {...registerField(form, name)} className="input" autoComplete={AUTOCOMPLETE[name]} />
            )}
          </Field>
        ))}
      </ProfileForm>
    </Section>
  );
}
