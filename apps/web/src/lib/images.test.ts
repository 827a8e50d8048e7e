import { describe, expect, it } from 'vitest';
import nextConfig from '../../next.config';
import { DEVICE_SIZES, IMAGE_SIZES, isOptimizable, OPTIMIZED_IMAGE_PREFIXES } from './images';

describe('pictures and the image optimizer', () => {
  it('optimizes exactly what next.config lets the optimizer read', () => {
    const patterns = (nextConfig.images?.localPatterns ?? []).map((p) => p.pathname?.replace(/\*+$/, ''));
    expect(patterns).toEqual([...OPTIMIZED_IMAGE_PREFIXES]);
  });

  it('offers the widths next.config gives the optimizer', () => {
    expect(nextConfig.images?.deviceSizes).toEqual([...DEVICE_SIZES]);
    expect(nextConfig.images?.imageSizes).toEqual([...IMAGE_SIZES]);
  });

  it('shows the back office’s own pictures as they are', () => {
    expect(isOptimizable('/api/files/news/0b0c6a64-59f5-4a8b-bb07-d5a2c5a8d7a4')).toBe(true);
    expect(isOptimizable('/images/news-banner.svg')).toBe(true);
    expect(isOptimizable('/api/admin/news-images/0b0c6a64-59f5-4a8b-bb07-d5a2c5a8d7a4')).toBe(false);
    expect(isOptimizable('/api/files/passport/0b0c6a64-59f5-4a8b-bb07-d5a2c5a8d7a4')).toBe(false);
  });
});
