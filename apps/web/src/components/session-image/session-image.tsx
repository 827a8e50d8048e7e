'use client';
// A picture of the API's (a news banner, an avatar) through the image optimizer. Its request carries
// the session cookie only, whose access token lapses (15 minutes) until the page's next call
// refreshes it: a picture that fails has the session checked — refreshed if it had lapsed — and
// is asked for once more, under an address of its own so that no failed copy is reused.
import Image, { type ImageLoader, type ImageProps } from 'next/image';
import { useState } from 'react';
import { getBrowserSession } from '@/lib/api-client/browser-session';
import { isOptimizable } from '@/lib/images';

/** The optimizer's own address, with a marker the optimizer ignores and the browser does not. */
const retryLoader: ImageLoader = ({ src, width, quality }) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality ?? 75}&retry=1`;

export function SessionImage(props: Omit<ImageProps, 'onError' | 'loader'>) {
  const [retried, setRetried] = useState(false);
  if (typeof props.src === 'string' && !isOptimizable(props.src)) return <Image {...props} unoptimized />;
  return (
    <Image
      key={retried ? 'retry' : 'first'}
      {...props}
      {...(retried ? { loader: retryLoader } : {})}
      onError={() => {
        if (retried) return;
        getBrowserSession()
          .revalidate()
          .then(
            () => setRetried(true),
            () => undefined, // signing out: the page is going away
          );
      }}
    />
  );
}
