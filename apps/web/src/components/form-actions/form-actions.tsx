// The foot of a form: the server's refusal (announced as it appears) and the submit button, which
// shows a spinner while the form is busy.
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import styles from './form-actions.module.css';

/** What the server refused the whole form for; nothing when there is no message. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}

interface SubmitButtonProps {
  /** The form is being sent: the button is off and spins. */
  busy?: boolean;
  /** Off for another reason (a countdown, for example). */
  disabled?: boolean;
  /** As wide as the form. */
  block?: boolean;
  children: ReactNode;
}

export function SubmitButton({ busy = false, disabled = false, block = false, children }: SubmitButtonProps) {
  return (
    <Button type="submit" variant="primary" block={block} busy={busy} disabled={disabled}>
      {children}
    </Button>
  );
}
