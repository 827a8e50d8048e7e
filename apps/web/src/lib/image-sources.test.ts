// Our optimizer addresses against next/image's own (getImgProps, with this app's next.config).
import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import defaultLoader from 'next/dist/shared/lib/image-loader';
import { describe, expect, it } from 'vitest';
import { DEVICE_SIZES, IMAGE_SIZES } from './images';
import { imageSources } from './image-sources';

function nextImage(props: { src: string; width?: number; height?: number; fill?: boolean; sizes?: string }) {
  const { props: img } = getImgProps(
    { alt: '', ...props },
    {
      defaultLoader,
      imgConf: {
        ...imageConfigDefault,
        deviceSizes: [...DEVICE_SIZES],
        imageSizes: [...IMAGE_SIZES],
        allSizes: [...DEVICE_SIZES, ...IMAGE_SIZES].sort((a, b) => a - b),
        output: undefined,
      },
      showAltText: false,
      blurComplete: false,
    },
  );
  return { src: img.src, srcSet: img.srcSet, sizes: img.sizes };
}

describe('image sources, as next/image writes them', () => {
  it.each([56, 44, 112, 96, 400])('a fixed width of %i px', (width) => {
    const src = '/api/files/avatar/0b0c6a64-59f5-4a8b-bb07-d5a2c5a8d7a4';
    expect(imageSources(src, { width })).toEqual(nextImage({ src, width, height: width }));
  });

  it.each(['(max-width: 640px) 100vw, 50vw', '100vw', '(min-width: 1200px) 33vw, 100vw', '320px'])(
    'a frame of sizes %s',
    (sizes) => {
      const src = '/api/files/news/0b0c6a64-59f5-4a8b-bb07-d5a2c5a8d7a4';
      expect(imageSources(src, { sizes })).toEqual(nextImage({ src, fill: true, sizes }));
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
