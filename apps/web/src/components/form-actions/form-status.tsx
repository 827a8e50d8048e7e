// A form's status line (components/form-actions): a module of its own, so that a screen that shows a
// status without a form of its own on the first load carries no submit button for it.
import type { ReactNode } from 'react';
import styles from './form-actions.module.css';

/**
 * What became of a save or an upload, beside its button: in the success colour, or the danger colour
 * when it failed. Always in the page (an empty text while there is nothing to say), so that a screen
 * reader announces each new text the moment it changes.
 */
export function FormStatus({ failed = false, children }: { failed?: boolean; children: ReactNode }) {
  return (
    <p className={failed ? styles.failed : styles.saved} role="status" aria-live="polite">
      {children}
    </p>
  );
}
