// The cabinet's set of badge icons (`BADGE_ICONS`), drawn in one 24-unit box with the current colour:
// what an operator picks in the back office is what the member sees.
import type { BadgeIcon as Icon } from '@cabinet/contracts/client';

const PATHS: Record<Icon, string> = {
  star: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z',
  rocket:
    'M14 3c3.5 0 6 .8 7 1.5.7 1 1.5 3.5 1.5 7-2 3-5 5.5-8.5 7l-3.5-3.5-3.5-3.5C8.5 8 11 5 14 3zm1.5 4.5a2 2 0 100 4 2 2 0 000-4zM6 15l3 3-4 3-1-1zM3.5 12.5l3-1 2 2-3 2z',
  trophy:
    'M7 3h10v2h3v3a4 4 0 01-4 4h-.3A5 5 0 0113 15v3h3v3H8v-3h3v-3a5 5 0 01-2.7-3H8a4 4 0 01-4-4V5h3zm-1 4v1a2 2 0 002 2V7zm12 0v3a2 2 0 002-2V7z',
  flame: 'M12 2c1 3.5 5.5 6 5.5 11a5.5 5.5 0 01-11 0c0-2.5 1.2-4 2.5-5.5.2 2 1 3 2.3 3.5C10.8 8 11.5 5 12 2z',
  shield: 'M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5zm-1 13.5l6-6-1.5-1.5-4.5 4.5-2-2L7.5 12z',
  medal: 'M7 2h4l1 3 1-3h4l-3 7a6 6 0 11-4 0zm5 9a4 4 0 100 8 4 4 0 000-8z',
  target:
    'M12 2a10 10 0 110 20 10 10 0 010-20zm0 3a7 7 0 100 14 7 7 0 000-14zm0 3a4 4 0 110 8 4 4 0 010-8zm0 2.5a1.5 1.5 0 100 3 1.5 1.5 0 000-3z',
  crown: 'M3 7l4.5 4L12 4l4.5 7L21 7l-2 11H5zm2 13h14v2H5z',
};

export function BadgeIcon({ icon, className }: { icon: Icon; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false" className={className}>
      <path d={PATHS[icon]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
