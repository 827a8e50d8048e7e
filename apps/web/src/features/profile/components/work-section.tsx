'use client';
// Место работы: the spec's `extraProperties`, all optional.
import { setPlaceOfWorkBody, type SetPlaceOfWork, type SetPlaceOfWorkInput, type UserInfo } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { memberKeys } from '@/lib/member-queries';
import { profileTexts } from '@/lib/messages';
import { savePlaceOfWork } from '../data';
import { applyFieldErrors, useSaveStatus } from '../use-save-status';
import { Field } from './field';
import { SaveBar } from './save-bar';
import { Section } from './section';
import styles from './profile.module.css';

const LINE_FIELDS = ['Employer', 'Department', 'JobPost', 'DcDivision', 'DcNumber', 'DcAddress'] as const;
const FIELDS = [...LINE_FIELDS, 'Description'] as const;

export function WorkSection({ info }: { info: UserInfo }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useSaveStatus();
  const form = useForm<SetPlaceOfWorkInput, unknown, SetPlaceOfWork>({
    resolver: zodResolver(setPlaceOfWorkBody),
    defaultValues: { ...info.extraProperties },
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: SetPlaceOfWork) => {
    setStatus(null);
    const result = await savePlaceOfWork(values);
    if (result.saved) {
      form.reset(values);
      setStatus({ kind: 'success', text: profileTexts.saved });
      await queryClient.invalidateQueries({ queryKey: memberKeys.personalInfo });
      return;
    }
    applyFieldErrors(form.setError, result.fields, FIELDS);
    setStatus({ kind: 'error', text: result.message });
  };

  return (
    <Section id="work" title={profileTexts.sections.work} intro={profileTexts.workIntro}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => void form.handleSubmit(onValid, () => setStatus({ kind: 'error', text: profileTexts.saveFailed }))(e)}
      >
        <div className={styles.grid}>
          {LINE_FIELDS.map((name) => (
            <Field
              key={name}
              id={`work-${name}`}
              label={profileTexts.fields[name]}
              error={errors[name]?.message}
              optional
              wide={name === 'DcAddress'}
            >
              {(aria) => (
                <input
                  {...aria}
                  {...form.register(name)}
                  className={styles.input}
                  autoComplete={name === 'Employer' ? 'organization' : name === 'JobPost' ? 'organization-title' : 'off'}
                />
              )}
            </Field>
          ))}
          <Field id="work-Description" label={profileTexts.fields.Description} error={errors.Description?.message} optional wide>
            {(aria) => (
              <textarea {...aria} {...form.register('Description')} className={`${styles.input} ${styles.textarea}`} rows={4} />
            )}
          </Field>
        </div>
        <SaveBar submitting={isSubmitting} status={status} />
      </form>
    </Section>
  );
}
