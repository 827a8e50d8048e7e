import { SessionImage } from '../session-image/session-image';
import { AVATAR_PLACEHOLDER, ownImageUrl } from '@/lib/images';
import styles from './avatar.module.css';

interface AvatarProps {
  url: string | null | undefined;
  alt: string;
  size?: number;
}

/** The member's photo, or the person placeholder (product §3). */
export function Avatar({ url, alt, size = 56 }: AvatarProps) {
  const src = ownImageUrl(url);
  return (
    <span className={styles.avatar} style={{ width: size, height: size }}>
      <SessionImage
        src={src ?? AVATAR_PLACEHOLDER}
        alt={alt}
        width={size}
        height={size}
        // Resized by the image optimizer behind the member's session (docs/decisions/0019-…); the
        // placeholder is an SVG, which it serves as it is.
      />
    </span>
  );
}
