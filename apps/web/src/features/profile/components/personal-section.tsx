'use client';
// Личные данные: ФИО and city (spec §5: Cyrillic letters, hyphen and spaces), the API's own schema.
import { setUserDataBody, type SetUserData, type SetUserDataInput, type UserInfo } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { memberKeys } from '@/lib/member-queries';
import { profileTexts } from '@/lib/messages';
import { saveUserData } from '../data';
import { applyFieldErrors, useSaveStatus } from '../use-save-status';
import { Field } from './field';
import { SaveBar } from './save-bar';
import { Section } from './section';
import styles from './profile.module.css';

const FIELDS = ['lastName', 'firstName', 'middleName', 'cityName'] as const;
const AUTOCOMPLETE: Record<(typeof FIELDS)[number], string> = {
  lastName: 'family-name',
  firstName: 'given-name',
  middleName: 'additional-name',
  cityName: 'address-level2',
};

export function PersonalSection({ info }: { info: UserInfo }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useSaveStatus();
  const form = useForm<SetUserDataInput, unknown, SetUserData>({
    resolver: zodResolver(setUserDataBody),
    defaultValues: { lastName: info.lastName, firstName: info.firstName, middleName: info.middleName, cityName: info.cityName },
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: SetUserData) => {
    setStatus(null);
    const result = await saveUserData(values);
    if (result.saved) {
      form.reset(values);
      setStatus({ kind: 'success', text: profileTexts.saved });
      // The sidebar's greeting and avatar read this query.
      await queryClient.invalidateQueries({ queryKey: memberKeys.personalInfo });
      return;
    }
    applyFieldErrors(form.setError, result.fields, FIELDS);
    setStatus({ kind: 'error', text: result.message });
  };

  return (
    <Section id="personal" title={profileTexts.sections.personal}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => void form.handleSubmit(onValid, () => setStatus({ kind: 'error', text: profileTexts.saveFailed }))(e)}
      >
        <div className={styles.grid}>
          {FIELDS.map((name) => (
            <Field
              key={name}
              id={`personal-${name}`}
              label={profileTexts.fields[name]}
              error={errors[name]?.message}
              optional={name === 'middleName' || name === 'cityName'}
            >
              {(aria) => <input {...aria} {...form.register(name)} className={styles.input} autoComplete={AUTOCOMPLETE[name]} />}
            </Field>
          ))}
        </div>
        <SaveBar submitting={isSubmitting} status={status} />
      </form>
    </Section>
  );
}
