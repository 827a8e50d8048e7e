// The web app's buttons: Button for an action, ButtonLink for a way somewhere that looks like one
// (components/ui, docs/web.md «Primitives»). Each keeps the element it renders — a <button> with the
// type its caller states, an <a> with its href — so roles, accessible names and form behaviour are the
// platform's.
import type { ComponentProps } from 'react';
import { IntentLink } from '@/components/intent-link/intent-link';
import { Spinner } from '@/components/spinner/spinner';
import styles from './button.module.css';

/**
 * primary: the screen's main action; secondary: any other; danger: one that destroys;
 * danger-outline: a secondary one that undoes something of the member's; link: a text button in line
 * with its column; inverse and inverse-outline: on a panel of the primary colour; plain: the bare
 * button, drawn by the browser.
 */
export type ButtonVariant =
  'primary' | 'secondary' | 'danger' | 'danger-outline' | 'link' | 'inverse' | 'inverse-outline' | 'plain';

/** default: a form's button (48 px); compact: in a bar (44 px); small: in a table's row (32 px, smaller text). */
export type ButtonSize = 'default' | 'compact' | 'small';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** As wide as its container. */
  block?: boolean;
  className?: string;
}

/** The look as the stylesheet reads it: one class, the variant and the size as data attributes (button.module.css). */
const look = ({ variant, size, block, className }: ButtonLook) => ({
  className: className ? `${styles.button} ${className}` : styles.button,
  'data-variant': variant,
  'data-size': size,
  'data-block': block || undefined,
});

interface ButtonProps extends Omit<ComponentProps<'button'>, 'type' | 'className'>, ButtonLook {
  /** Stated at every use: a <button> without one submits its form. */
  type: 'button' | 'submit' | 'reset';
  /** The action is under way: the button is off, says so (aria-busy) and spins before its label. */
  busy?: boolean;
}

export function Button({ type, variant, size, block, className, busy = false, disabled, children, ...props }: ButtonProps) {
  return (
    <button
      {...props}
      {...look({ variant, size, block, className })}
      type={type}
      disabled={busy || disabled}
      {...(busy ? { 'aria-busy': true } : {})}
    >
      {busy ? <Spinner size="small" /> : null}
      {children}
    </button>
  );
}

type ButtonLinkProps = Omit<ComponentProps<typeof IntentLink>, 'className'> & ButtonLook;

/** A link drawn as a button, an IntentLink: a page of the app is prefetched on intent, a download or another site is the browser's. */
export function ButtonLink({ variant, size, block, className, ...props }: ButtonLinkProps) {
  return <IntentLink {...props} {...look({ variant, size, block, className })} />;
}
