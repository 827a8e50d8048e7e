// A row of buttons at the foot of a form or a dialog (components/ui): on a phone one above the other,
// the first one (the main action) at the bottom under the thumb; side by side from the tablet width.
import type { ComponentProps } from 'react';
import styles from './button-row.module.css';

interface ButtonRowProps extends ComponentProps<'div'> {
  /** The buttons share the row's width (a dialog's). */
  fill?: boolean;
  /** Side by side at every width, wrapping when they do not fit (a form's save button and its status). */
  wrap?: boolean;
}

export function ButtonRow({ fill = false, wrap = false, className, ...props }: ButtonRowProps) {
  const classes = [wrap ? styles.wrap : styles.row, fill ? styles.fill : undefined, className];
  return <div {...props} className={classes.filter(Boolean).join(' ')} />;
}
