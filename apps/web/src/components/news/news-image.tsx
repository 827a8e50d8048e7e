import { SessionImage } from '@/components/session-image/session-image';
import { NEWS_BANNER, NEWS_PLACEHOLDER, ownImageUrl } from '@/lib/images';

/**
 * A news picture filling its (positioned, sized) frame: the item's own file, or the product §3 default
 * (the placeholder on cards, the banner on the item page). Decorative: the title beside it says it all.
 *
 * An item's own picture is a banner with its headline drawn into it: it is shown whole (`contain`),
 * never cropped, whatever the frame's shape; the frame's colour fills what is left. The defaults are
 * ornaments and fill their frame. Resized by the image optimizer (/_next/image) at the widths of
 * next.config.ts, so that a phone downloads a picture of its own size (docs/decisions/0019-…).
 */
export function NewsImage({
  url,
  kind,
  sizes,
  priority,
}: {
  url: string | null;
  kind: 'card' | 'banner';
  sizes: string;
  priority?: boolean;
}) {
  const own = ownImageUrl(url);
  const src = own ?? (kind === 'card' ? NEWS_PLACEHOLDER : NEWS_BANNER);
  return (
    <SessionImage src={src} alt="" fill sizes={sizes} priority={priority} style={{ objectFit: own ? 'contain' : 'cover' }} />
  );
}
