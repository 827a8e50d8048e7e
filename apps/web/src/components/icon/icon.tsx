import type { StaticImageData } from 'next/image';
import type { IconName } from './icon-paths';
import sprite from './icons.svg';

/** The sprite's address under /_next/static/media/, named by its content (icon-sprite.ts). */
const SPRITE = (sprite as StaticImageData).src;

interface IconProps {
  name: IconName;
  /** Spec §2: menu entries show the filled icon when active, the outline one otherwise. */
  variant?: 'outline' | 'filled';
  size?: number;
  className?: string;
}

/** Decorative: the control that holds it carries the accessible name. */
export function Icon({ name, variant = 'outline', size = 24, className }: IconProps) {
  const filled = variant === 'filled';
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      // The symbol's silhouette takes this fill; its marks take this stroke (icon-sprite.ts).
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      style={filled ? { stroke: 'var(--icon-cut, #fff)' } : undefined}
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}
