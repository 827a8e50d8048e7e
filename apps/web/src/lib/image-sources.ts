// The image optimizer's addresses for a picture — src, srcset and sizes — exactly as next/image
// writes them (image-sources.test.ts compares the two, by next/image's public getImageProps): next/image itself would cost every member
// page ~5 kB gzip of first-load JS (docs/performance.md) for these few lines. The optimizer (/_next/image)
// is Next's own and unchanged.
import { DEVICE_SIZES, IMAGE_SIZES } from './images';

/** The widths the optimizer serves: next.config.ts's `images` (images.ts). */
export interface ImageWidths {
  deviceSizes: readonly number[];
  imageSizes: readonly number[];
}
const OURS: ImageWidths = { deviceSizes: DEVICE_SIZES, imageSizes: IMAGE_SIZES };
/** Next's default and only allowed quality (`images.qualities` is not set). */
const QUALITY = 75;

interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** `/_next/image?url=…&w=…&q=75`; `retry` adds a marker the optimizer ignores and the browser does not. */
function optimizerUrl(src: string, width: number, retry = false): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}${retry ? '&retry=1' : ''}`;
}

/** next/image's `getWidths`: 1x and 2x of a fixed width, or every width a `sizes` can ask for. */
function widthsFor(
  width: number | undefined,
  sizes: string | undefined,
  { deviceSizes, imageSizes }: ImageWidths,
): { widths: number[]; kind: 'w' | 'x' } {
  const allSizes = [...imageSizes, ...deviceSizes].sort((a, b) => a - b);
  if (sizes) {
    const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[2]));
    if (percents.length === 0) return { widths: allSizes, kind: 'w' };
    const smallest = Math.min(...percents) * 0.01;
    return { widths: allSizes.filter((s) => s >= deviceSizes[0]! * smallest), kind: 'w' };
  }
  if (width === undefined) return { widths: [...deviceSizes], kind: 'w' };
  const pick = (w: number) => allSizes.find((s) => s >= w) ?? allSizes[allSizes.length - 1]!;
  return { widths: [...new Set([pick(width), pick(width * 2)])], kind: 'x' };
}

/** What the optimizer serves for `src` at a fixed `width` or in a frame described by `sizes`. */
export function imageSources(
  src: string,
  { width, sizes, retry = false }: { width?: number; sizes?: string; retry?: boolean },
  widths: ImageWidths = OURS,
): ImageSources {
  // next/image serves an SVG as it is (the optimizer refuses SVG unless told otherwise).
  if (src.split('?', 1)[0]!.endsWith('.svg')) return { src };
  const { widths: chosen, kind } = widthsFor(width, sizes, widths);
  return {
    sizes: !sizes && kind === 'w' ? '100vw' : sizes,
    srcSet: chosen.map((w, i) => `${optimizerUrl(src, w, retry)} ${kind === 'w' ? w : i + 1}${kind}`).join(', '),
    src: optimizerUrl(src, chosen[chosen.length - 1]!, retry),
  };
}
