// Default images of product §3, served from public/images.
import { fileUrl } from '@cabinet/contracts/client';

export const AVATAR_PLACEHOLDER = '/images/avatar-placeholder.svg';
export const NEWS_PLACEHOLDER = '/images/news-placeholder.svg';
export const NEWS_BANNER = '/images/news-banner.svg';

/**
 * Spec §3: "Avatar image path is prefixed with the product's own host." The API answers a path
 * under /api/files/, which this app serves (with the member's session) on its own origin; anything
 * pointing elsewhere is not shown.
 */
export function ownImageUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (path.startsWith('/') && !path.startsWith('//')) return path;
  return null;
}

/**
 * Where the image optimizer may read from: next.config.ts `images.localPatterns` (images.test.ts
 * keeps the two alike). Any other picture of ours — the back office's own paths, which ride on the
 * operator's cookie, not a member's — is shown as it is.
 */
export const OPTIMIZED_IMAGE_PREFIXES = [fileUrl('news', ''), fileUrl('avatar', ''), '/images/'] as const;

export function isOptimizable(src: string): boolean {
  return OPTIMIZED_IMAGE_PREFIXES.some((prefix) => src.startsWith(prefix));
}

/** next/image widths (product §9): next.config.ts `images` (images.test.ts keeps the two alike). */
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;
