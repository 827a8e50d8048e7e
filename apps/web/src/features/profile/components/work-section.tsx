'use client';
// Место работы: the spec's `extraProperties`, all optional.
import { type SetPlaceOfWork, type SetPlaceOfWorkInput, type UserInfo } from '@cabinet/contracts/client';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/field/field';
import { memberQueries } from '@/lib/queries/member';
import { profileFormTexts } from '../form-texts';
import { profileTexts } from '../texts';
import { lazyResolver } from '@/lib/lazy-resolver';
import { registerField } from '@/lib/register-field';
import { savePlaceOfWork } from '../queries';
import { fieldOf, useSectionSave } from '../section-form';
import { ProfileForm } from './profile-form';
import { Section } from './section';
import styles from './profile.module.css';

// The contract's schema, with zod: loaded on the form's first focus or check (decision 0022).
const workRules = lazyResolver(() => import('../resolvers').then((m) => m.workResolver));

const LINE_FIELDS = ['Employer', 'Department', 'JobPost', 'DcDivision', 'DcNumber', 'DcAddress'] as const;
const FIELDS = [...LINE_FIELDS, 'Description'] as const;
const WIDE = new Set<string>(['DcAddress', 'Description']);
const AUTOCOMPLETE: Partial<Record<(typeof LINE_FIELDS)[number], string>> = {
  Employer: 'organization',
  JobPost: 'organization-title',
};

export function WorkSection({ info }: { info: UserInfo }) {
  const form = useForm<SetPlaceOfWorkInput, unknown, SetPlaceOfWork>({
    resolver: workRules.resolver,
    defaultValues: { ...info.extraProperties },
  });
  const save = useSectionSave(form, { save: savePlaceOfWork, fields: FIELDS, refresh: memberQueries.personalInfo().queryKey });
  const { errors } = form.formState;

  return (
    <Section id="work" title={profileTexts.sections.work} intro={profileFormTexts.workIntro}>
      <ProfileForm form={form} onFocus={workRules.preload} {...save}>
        {FIELDS.map((name) => (
          <Field key={name} {...fieldOf('work', name, errors)} optional className={WIDE.has(name) ? styles.wide : undefined}>
            {(control) =>
              name === 'Description' ? (
                <textarea {...control} {...registerField(form, name)} className="input" rows={4} />
              ) : (
                <input {...control} {...registerField(form, name)} className="input" autoComplete={AUTOCOMPLETE[name] ?? 'off'} />
              )
            }
          </Field>
        ))}
      </ProfileForm>
    </Section>
  );
}
