// The image optimizer's addresses for a picture — src, srcset and sizes — exactly as next/image
// writes them (image-sources.test.ts compares the two): next/image itself would cost every member
// page ~5 kB gzip of first-load JS (docs/performance.md) for these few lines. The optimizer (/_next/image)
// is Next's own and unchanged.
import { DEVICE_SIZES, IMAGE_SIZES } from './images';

const ALL_SIZES = [...IMAGE_SIZES, ...DEVICE_SIZES].sort((a, b) => a - b);
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
function widthsFor(width: number | undefined, sizes: string | undefined): { widths: number[]; kind: 'w' | 'x' } {
  if (sizes) {
    const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[2]));
    if (percents.length === 0) return { widths: ALL_SIZES, kind: 'w' };
    const smallest = Math.min(...percents) * 0.01;
    return { widths: ALL_SIZES.filter((s) => s >= DEVICE_SIZES[0] * smallest), kind: 'w' };
  }
  if (width === undefined) return { widths: [...DEVICE_SIZES], kind: 'w' };
  const pick = (w: number) => ALL_SIZES.find((s) => s >= w) ?? ALL_SIZES[ALL_SIZES.length - 1]!;
  return { widths: [...new Set([pick(width), pick(width * 2)])], kind: 'x' };
}

/** What the optimizer serves for `src` at a fixed `width` or in a frame described by `sizes`. */
export function imageSources(
  src: string,
  { width, sizes, retry = false }: { width?: number; sizes?: string; retry?: boolean },
): ImageSources {
  // next/image serves an SVG as it is (the optimizer refuses SVG unless told otherwise).
  if (src.split('?', 1)[0]!.endsWith('.svg')) return { src };
  const { widths, kind } = widthsFor(width, sizes);
  return {
    sizes: !sizes && kind === 'w' ? '100vw' : sizes,
    srcSet: widths.map((w, i) => `${optimizerUrl(src, w, retry)} ${kind === 'w' ? w : i + 1}${kind}`).join(', '),
    src: optimizerUrl(src, widths[widths.length - 1]!, retry),
  };
}
