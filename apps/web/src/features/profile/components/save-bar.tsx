// The save button of a section and the live region that announces the result of the save.
import { SubmitButton } from '@/components/form-actions/form-actions';
import { profileFormTexts } from '@/lib/messages';
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
    <div className={styles.saveBar}>
      <SubmitButton busy={submitting}>{submitting ? profileFormTexts.saving : label}</SubmitButton>
      {/* Always in the page, so that screen readers announce the text the moment it changes. */}
      <p className={status?.kind === 'error' ? styles.statusError : styles.statusOk} role="status" aria-live="polite">
        {status?.text ?? ''}
      </p>
    </div>
  );
}
