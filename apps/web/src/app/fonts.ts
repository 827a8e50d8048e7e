// Golos Text, self-hosted from @fontsource (no font service: the cabinet works offline). Cyrillic,
// Latin and the rouble sign are separate files; each face says which characters it covers, so a
// page loads only the files it needs and the browser takes every glyph from the right one. Cyrillic
// and Latin are the variable font (@fontsource-variable): one file each for the weights 400–700,
// 60 kB in 2 preloaded requests where the four static weights were 76 kB in 8 (issue 11: what a
// phone downloads before the first paint).
//
// Each face's CSS variable holds its family alone: no fallback list and no generated fallback face.
// A variable that carried its own fallbacks (as next/font writes them by default) put the system
// font, which covers every digit and Latin letter, ahead of the next Golos face in the stack, so
// digits, Latin letters and every amount were drawn in the system font. The one stack of
// app/globals.css lists the Golos faces first and the system fonts after them.
import localFont from 'next/font/local';

// next/font needs literal paths (it reads them at build time), relative to this file.
export const golosCyrillic = localFont({
  src: [
    {
      path: '../../../../node_modules/@fontsource-variable/golos-text/files/golos-text-cyrillic-wght-normal.woff2',
      weight: '400 700',
      style: 'normal',
    },
  ],
  variable: '--font-golos-cyrillic',
  display: 'swap',
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
  fallback: [],
  adjustFontFallback: false,
});

export const golosLatin = localFont({
  src: [
    {
      path: '../../../../node_modules/@fontsource-variable/golos-text/files/golos-text-latin-wght-normal.woff2',
      weight: '400 700',
      style: 'normal',
    },
  ],
  variable: '--font-golos-latin',
  display: 'swap',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
  fallback: [],
  adjustFontFallback: false,
});

/**
 * The rouble sign (U+20BD, '1 б. = 1 ₽') lives in the Latin Extended file; only that character is
 * taken from it, and only a page that shows one downloads it (no preload).
 */
export const golosRouble = localFont({
  src: [
    {
      path: '../../../../node_modules/@fontsource/golos-text/files/golos-text-latin-ext-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
  ],
  variable: '--font-golos-rouble',
  display: 'swap',
  preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+20BD' }],
  fallback: [],
  adjustFontFallback: false,
});
