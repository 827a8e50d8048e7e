// Loading and error states of the profile's sections: skeletons the size of the content, so that
// nothing jumps when it arrives.
import { profileTexts } from '@/lib/messages';
import styles from './profile.module.css';

export function SectionSkeleton({ rows }: { rows: number }) {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.field}>
          <span className={`${styles.skeleton} ${styles.skeletonLabel}`} />
          <span className={`${styles.skeleton} ${styles.skeletonInput}`} />
        </div>
      ))}
    </div>
  );
}

export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className={styles.loadError} role="alert">
      <p>{text}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {profileTexts.retry}
      </button>
    </div>
  );
}
