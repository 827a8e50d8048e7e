// The profile's sections while they load: field skeletons in the section's grid, so that nothing
// jumps when the form arrives.
import { FieldSkeleton } from '@/components/field/field';
import styles from './profile.module.css';

export function SectionSkeleton({ rows }: { rows: number }) {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <FieldSkeleton key={i} />
      ))}
    </div>
  );
}
