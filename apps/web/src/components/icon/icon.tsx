import { icons, type IconName } from './icon-paths';

interface IconProps {
  name: IconName;
  /** Spec §2: menu entries show the filled icon when active, the outline one otherwise. */
  variant?: 'outline' | 'filled';
  size?: number;
  className?: string;
}

/** Decorative: the control that holds it carries the accessible name. */
export function Icon({ name, variant = 'outline', size = 24, className }: IconProps) {
  const shape: { base: string; details?: string } = icons[name];
  const filled = variant === 'filled';
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={shape.base} fill={filled ? 'currentColor' : 'none'} />
      {shape.details ? <path d={shape.details} stroke={filled ? 'var(--icon-cut, #fff)' : 'currentColor'} /> : null}
    </svg>
  );
}
