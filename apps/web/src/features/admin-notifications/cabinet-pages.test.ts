// A notification's link is checked by the API against CABINET_PAGES and CABINET_ITEM_PAGES. They
// must be exactly the cabinet's pages: one named there that the cabinet lacks sends members
// nowhere, and a page of the cabinet missing there cannot be linked to (a contest's page was).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CABINET_ITEM_PAGES, CABINET_PAGES, isCabinetLink } from '@cabinet/contracts';
import { describe, expect, it } from 'vitest';

const cabinet = fileURLToPath(new URL('../../app/(cabinet)/', import.meta.url));

/** Every page of the cabinet as a path: `/`, `/lk/statements`, `/news/[id]`. */
function cabinetPages(): string[] {
  return readdirSync(cabinet, { recursive: true, encoding: 'utf8' })
    .map((f) => f.replaceAll('\\', '/'))
    .filter((f) => f === 'page.tsx' || f.endsWith('/page.tsx'))
    .map((f) => `/${f.slice(0, -'page.tsx'.length).replace(/\/$/, '')}`)
    .sort();
}

describe('the cabinet pages a notification may link to', () => {
  it('are exactly the pages the cabinet has', () => {
    const named = [
      ...CABINET_PAGES.map((p) => p.path),
      ...CABINET_ITEM_PAGES.map((p) => `${p.prefix}[${p.param ?? 'id'}]`),
    ].sort();
    expect(named).toEqual(cabinetPages());
  });

  it('accept a link to each, an item page with its id', () => {
    const example = (page: string) => CABINET_ITEM_PAGES.find((p) => page === `${p.prefix}[${p.param ?? 'id'}]`)?.example ?? page;
    for (const page of cabinetPages()) expect(isCabinetLink(example(page)), page).toBe(true);
  });
});
