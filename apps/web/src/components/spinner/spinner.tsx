import styles from './spinner.module.css';

interface SpinnerProps {
  /** Read to screen readers; the spinner itself is only drawn. */
  label?: string;
  size?: 'small' | 'medium';
}

export function Spinner({ label, size = 'medium' }: SpinnerProps) {
  return (
    <span className={`${styles.spinner} ${size === 'small' ? styles.small : ''}`} role={label ? 'status' : undefined}>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
