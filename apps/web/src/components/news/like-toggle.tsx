// The like toggle of a news card and of a news item, as members see it. The cabinet gives it the
// like call; the back office's preview shows it as it is (decision 0018).
import { newsItemTexts } from './texts';
import styles from './like-button.module.css';

interface LikeToggleProps {
  likesCount: number;
  isLiked: boolean;
  onToggle: () => void;
  size?: 'normal' | 'large';
}

/** Its accessible name carries the count ('Нравится: 3'); aria-pressed says whether the member likes it. */
export function LikeToggle({ likesCount, isLiked, onToggle, size = 'normal' }: LikeToggleProps) {
  return (
    <button
      type="button"
      className={`${styles.like} ${size === 'large' ? styles.large : ''}`}
      aria-pressed={isLiked}
      aria-label={newsItemTexts.likeName(likesCount)}
      onClick={onToggle}
    >
      <svg className={styles.heart} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.3s-7.5-4.6-9.3-9.4C1.6 7.8 3.6 4.5 6.9 4.3c2-.1 3.6.9 5.1 2.8 1.5-1.9 3.1-2.9 5.1-2.8 3.3.2 5.3 3.5 4.2 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.count}>{likesCount}</span>
    </button>
  );
}
