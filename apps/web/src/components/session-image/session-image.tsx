'use client';
// A picture of the API's (a news banner, an avatar) through the image optimizer. Its request carries
// the session cookie only, whose access token lapses (15 minutes) until the page's next call
// refreshes it: a picture that fails has the session checked — refreshed if it had lapsed — and
// is asked for once more, under an address of its own so that no failed copy is reused.
//
// A plain <img> with the optimizer's addresses (lib/image-sources.ts), as next/image would render
// it: next/image cost every member page ~5 kB gzip of first-load JS (decision 0022).
import { useState, type CSSProperties } from 'react';
import { preload } from 'react-dom';
import { getBrowserSession } from '@/lib/api-client/browser-session';
import { imageSources } from '@/lib/image-sources';
import { isOptimizable } from '@/lib/images';

interface SessionImageProps {
  src: string;
  alt: string;
  /** A fixed size in CSS pixels… */
  width?: number;
  height?: number;
  /** …or filling its positioned frame, whose widths `sizes` describes. */
  fill?: boolean;
  sizes?: string;
  /** Above the fold: loaded at once and preloaded, not lazily. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

const FILL: CSSProperties = { position: 'absolute', height: '100%', width: '100%', left: 0, top: 0, right: 0, bottom: 0 };

export function SessionImage({
  src,
  alt,
  width,
  height,
  fill = false,
  sizes,
  priority = false,
  className,
  style,
}: SessionImageProps) {
  const optimized = isOptimizable(src);
  const { retried, onError } = useRenewedRetry(optimized);
  const sources = optimized ? imageSources(src, { width, sizes, retry: retried }) : { src };
  if (priority) preload(sources.src, { as: 'image', imageSrcSet: sources.srcSet, imageSizes: sources.sizes });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's output, without its weight (see above)
    <img
      key={retried ? 'retry' : 'first'}
      // An error before hydration is lost to React: setting the address again replays it (as next/image does).
      ref={(img) => {
        if (img && optimized && !retried && img.complete && img.naturalWidth === 0) img.setAttribute('src', img.src);
      }}
      alt={alt}
      loading={priority ? undefined : 'lazy'}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      decoding="async"
      data-nimg={fill ? 'fill' : '1'}
      className={className}
      style={{ ...(fill ? FILL : {}), color: 'transparent', ...style }}
      sizes={sources.sizes}
      srcSet={sources.srcSet}
      src={sources.src}
      onError={onError}
    />
  );
}

// Here rather than in a module of its own: the shell draws a SessionImage on every page, and each
// module costs every page's first load its wrapper (the first-load budget of docs/performance.md has ~0.1 kB left on /lk).
/**
 * For what the browser fetches by itself with the session cookie alone (an `<img>`), whose access
 * token lapses until the page's next call refreshes it: a failure has the session checked —
 * renewed if it had lapsed — and then `retried` turns true, once, for the caller to ask again under
 * an address of its own (so that no failed copy is reused).
 */
export function useRenewedRetry(canRetry = true): { retried: boolean; onError: () => void } {
  const [retried, setRetried] = useState(false);
  const onError = () => {
    if (!canRetry || retried) return;
    getBrowserSession()
      .revalidate()
      .then(
        () => setRetried(true),
        () => undefined, // signing out: the page is going away
      );
  };
  return { retried, onError };
}
