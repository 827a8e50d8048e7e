import Image from 'next/image';
import { AVATAR_PLACEHOLDER, ownImageUrl } from '@/lib/images';
import styles from './avatar.module.css';

export interface AvatarProps {
  url: string | null | undefined;
  alt: string;
  size?: number;
}

/** The member's photo, or the person placeholder (spec §3). */
export function Avatar({ url, alt, size = 56 }: AvatarProps) {
  const src = ownImageUrl(url);
  return (
    <span className={styles.avatar} style={{ width: size, height: size }}>
      <Image
        src={src ?? AVATAR_PLACEHOLDER}
        alt={alt}
        width={size}
        height={size}
        sizes={`${size}px`}
        // The photo is the member's own file behind the session cookie, which the image optimizer
        // does not carry; the placeholder is an SVG, which it never rasterises.
        unoptimized
      />
    </span>
  );
}
