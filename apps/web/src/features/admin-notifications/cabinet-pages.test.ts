// A notification's link is checked by the API against CABINET_PAGES and CABINET_ITEM_PAGES: each
// must be a page the cabinet really has, or members would be sent nowhere.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CABINET_ITEM_PAGES, CABINET_PAGES } from '@cabinet/contracts';
import { describe, expect, it } from 'vitest';

const cabinet = fileURLToPath(new URL('../../app/(cabinet)/', import.meta.url));

describe('the cabinet pages a notification may link to', () => {
  it('each exists in the cabinet', () => {
    for (const page of CABINET_PAGES) {
      const file = `${cabinet}${page.path === '/' ? '' : page.path.slice(1) + '/'}page.tsx`;
      expect(existsSync(file), page.path).toBe(true);
    }
    for (const page of CABINET_ITEM_PAGES)
      expect(existsSync(`${cabinet}${page.prefix.slice(1)}[id]/page.tsx`), page.prefix).toBe(true);
  });
});
