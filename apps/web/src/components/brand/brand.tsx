import { brand } from '@/lib/texts/common';
import styles from './brand.module.css';

interface BrandProps {
  /** PRODUCT_NAME: the platform's name in capitals (product §1). */
  name: string;
  /** Only the mark, for the collapsed sidebar and narrow top bar. */
  compact?: boolean;
  size?: 'medium' | 'large';
  /** The mark alone on the narrowest screens, the name and tagline beside it from the tablet breakpoint. */
  responsive?: boolean;
}

export function Brand({ name, compact = false, size = 'medium', responsive = false }: BrandProps) {
  return (
    <span className={`${styles.brand} ${size === 'large' ? styles.large : ''} ${responsive ? styles.responsive : ''}`}>
      <span className={styles.mark} aria-hidden="true">
        <span className={styles.plus}>+</span>
      </span>
      <span className={compact ? 'visually-hidden' : styles.words}>
        <span className={styles.name}>{name}</span>
        <span className={styles.tagline}>{brand.tagline}</span>
      </span>
    </span>
  );
}
