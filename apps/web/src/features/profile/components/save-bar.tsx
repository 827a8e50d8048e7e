// The save button of a section and the live region that announces the result of the save.
import { SubmitButton } from '@/components/form-actions/form-actions';
import { FormStatus } from '@/components/form-actions/form-status';
import { ButtonRow } from '@/components/ui/button-row';
import { profileFormTexts } from '../form-texts';
import type { SaveStatus } from '../section-form';
import styles from './profile.module.css';

export function SaveBar({
  submitting,
  status,
  label = profileFormTexts.save,
}: {
  submitting: boolean;
  status: SaveStatus;
  label?: string;
}) {
  return (
    <ButtonRow wrap className={styles.saveBar}>
      <SubmitButton busy={submitting}>{submitting ? profileFormTexts.saving : label}</SubmitButton>
      {/* Always in the page, so that screen readers announce the text the moment it changes. */}
      <FormStatus failed={status?.kind === 'error'}>{status?.text ?? ''}</FormStatus>
    </ButtonRow>
  );
}
