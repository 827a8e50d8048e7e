// Contracts to a target as a bar: the figure beside it says the same in words («3 / 5»).
import { targetShare } from '../agent-order';
import styles from './team.module.css';

export function TargetProgress({ done, target, label }: { done: number; target: number; label: string }) {
  const share = targetShare(done, target);
  if (share === null) return null;
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(share * 100)}
      data-met={share >= 1}
    >
      <div className={styles.progressBar} style={{ width: `${share * 100}%` }} />
    </div>
  );
}
