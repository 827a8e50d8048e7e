import Image from 'next/image';
import { NEWS_BANNER, NEWS_PLACEHOLDER, ownImageUrl } from '@/lib/images';

/**
 * A news picture filling its (positioned, sized) frame: the item's own file, or the spec §3 default
 * (the placeholder on cards, the banner on the item page). Decorative: the title beside it says it all.
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
  const src = ownImageUrl(url) ?? (kind === 'card' ? NEWS_PLACEHOLDER : NEWS_BANNER);
  return (
    <Image
      src={src}
      alt=""
      fill
      sizes={sizes}
      priority={priority}
      style={{ objectFit: 'cover' }}
      // News files are served behind the member's session cookie, which the image optimizer does
      // not carry; the defaults are SVGs, which it never rasterises.
      unoptimized
    />
  );
}
