import type { ReactNode } from 'react';
import styles from './contest-leaders.module.css';

export interface LeaderLine {
  key: string;
  /** A number, or «—» for the member's own line before their first counted contract. */
  place: number | string;
  who: ReactNode;
  score: ReactNode;
  /** The member's own line, marked on their contest page. */
  isMe?: boolean;
}

/**
 * A contest's leaders, a line each: the place, who, the contracts at the line's end where a glance
 * down the list compares them. Tied members share a place, so the list does not number them itself.
 * The member's contest page (the leaders and the neighbours), its preview in the back office and the
 * back office's leagues.
 */
export function ContestLeaders({ lines }: { lines: readonly LeaderLine[] }) {
  return (
    <ol className={styles.leaders}>
      {lines.map((l) => (
        <li key={l.key} className={styles.leader} data-me={l.isMe ?? false}>
          <span>{l.place}</span>
          <span>{l.who}</span>
          <span className={styles.score}>{l.score}</span>
        </li>
      ))}
    </ol>
  );
}
