import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { icons } from './icon-paths';
import { iconSprite } from './icon-sprite';

const file = new URL('./icons.svg', import.meta.url);

describe('the icon sprite', () => {
  it('is the shapes of icon-paths.ts (UPDATE_ICONS=1 writes it again)', () => {
    if (process.env.UPDATE_ICONS) writeFileSync(file, iconSprite());
    expect(readFileSync(file, 'utf8')).toBe(iconSprite());
  });

  it('holds a symbol for every icon name', () => {
    const ids = [...readFileSync(file, 'utf8').matchAll(/<symbol id="(\w+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(Object.keys(icons));
  });
});
