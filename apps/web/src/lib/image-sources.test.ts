// Our optimizer addresses against next/image's own, by its public getImageProps. Without a build
// getImageProps knows no next.config.ts, so it uses Next.js's default widths: imageSources is given
// the same widths for the comparison, and images.test.ts holds ours to next.config.ts.
import { getImageProps } from 'next/image';
import { describe, expect, it } from 'vitest';
import { imageSources, type ImageWidths } from './image-sources';

/** Next.js 16's default `images.deviceSizes` and `images.imageSizes`. */
const NEXT_DEFAULTS: ImageWidths = {
  deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
  imageSizes: [32, 48, 64, 96, 128, 256, 384],
};

function nextImage(props: { src: string; width?: number; height?: number; fill?: boolean; sizes?: string }) {
  const { props: img } = getImageProps({ alt: '', ...props });
  return { src: img.src, srcSet: img.srcSet, sizes: img.sizes };
}

describe('image sources, as next/image writes them', () => {
  it.each([56, 44, 112, 96, 400])('a fixed width of %i px', (width) => {
    const src = '/api/files/avatar/0b0c6a64-59f5-4a8b-bb07-d5a2c5a8d7a4';
    expect(imageSources(src, { width }, NEXT_DEFAULTS)).toEqual(nextImage({ src, width, height: width }));
  });

  it.each(['(max-width: 640px) 100vw, 50vw', '100vw', '(min-width: 1200px) 33vw, 100vw', '320px'])(
    'a frame of sizes %s',
    (sizes) => {
      const src = '/api/files/news/0b0c6a64-59f5-4a8b-bb07-d5a2c5a8d7a4';
      expect(imageSources(src, { sizes }, NEXT_DEFAULTS)).toEqual(nextImage({ src, fill: true, sizes }));
    },
  );

  it('serves an SVG as it is', () => {
    expect(imageSources('/images/news-placeholder.svg', { width: 96 })).toEqual({ src: '/images/news-placeholder.svg' });
  });

  it('marks a retry so that no failed copy is reused', () => {
    expect(imageSources('/api/files/avatar/a', { width: 56, retry: true }).src).toBe(
      '/_next/image?url=%2Fapi%2Ffiles%2Favatar%2Fa&w=128&q=75&retry=1',
    );
  });
});
