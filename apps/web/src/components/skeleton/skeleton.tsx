import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/**
 * A grey block standing in for content while it loads, sized like the content so nothing jumps.
 * Hidden from screen readers: the region that loads says "Загрузка…" once (aria-busy / a status).
 */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={`${styles.skeleton} ${className ?? ''}`}
      style={{ width, height, borderRadius: radius }}
    />
  );
}

/** `count` blocks of one height in `className`'s layout: a list while it loads. */
export function SkeletonRows({
  count,
  height,
  radius = 'var(--radius-m)',
  className,
}: {
  count: number;
  height: number;
  radius?: CSSProperties['borderRadius'];
  className?: string | undefined;
}) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius={radius} />
      ))}
    </div>
  );
}
