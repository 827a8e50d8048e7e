// Golos Text, self-hosted (no font service: the cabinet works offline). Cyrillic, Latin and the
// rouble sign are separate files; each face says which characters it covers, so a page loads only
// the files it needs and the browser takes every glyph from the right one. Cyrillic and Latin are the
// variable font of @fontsource-variable cut to the weights 400–700 and to the characters a Russian
// cabinet shows (scripts/font-subsets.json; scripts/vendor-assets.mjs writes them into generated/
// before every build): 46 kB in 2 requests, where fontsource's own files were 61 kB and the
// four static weights 76 kB in 8 (docs/performance.md: what a phone downloads before the first paint). The
// unicode-range of each face is its file's (fonts.test.ts).
//
// All three are preloaded: the first paint's text is Russian, and nearly every page's first paint
// also holds Latin letters and signs (the sign-in's «SMS» and support address, «CSV» on the balance,
// an operator's e-mail, the «·» between figures, a news title) and the rouble sign ('1 б. = 1 ₽'). A
// file fetched only when the layout asks for it came half a second after the first paint on a phone
// (`npm run bench:web`, «brand font after FCP»), the text drawn in the fallback until then. All three `swap` in over 'Golos Fallback' (app/globals.css),
// a face sized to Golos's metrics, so that the swap moves nothing (decision 0045).
//
// Each face's CSS variable holds its family alone: no fallback list and no generated fallback face.
// A variable that carried its own fallbacks (as next/font writes them by default) put the system
// font, which covers every digit and Latin letter, ahead of the next Golos face in the stack, so
// digits, Latin letters and every amount were drawn in the system font. The one stack,
// --font-sans of styles/tokens.css, lists the Golos faces first, then the metric-matched fallback
// written by hand (app/globals.css), then the system fonts.
import localFont from 'next/font/local';

// next/font needs literal paths (it reads them at build time), relative to this file.
export const golosCyrillic = localFont({
  src: [
    {
      path: '../../generated/fonts/golos-cyrillic.woff2',
      weight: '400 700',
      style: 'normal',
    },
  ],
  variable: '--font-golos-cyrillic',
  display: 'swap',
  preload: true,
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
  fallback: [],
  adjustFontFallback: false,
});

export const golosLatin = localFont({
  src: [
    {
      path: '../../generated/fonts/golos-latin.woff2',
      weight: '400 700',
      style: 'normal',
    },
  ],
  variable: '--font-golos-latin',
  display: 'swap',
  preload: true,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0-00BF, U+00D7, U+00F7, U+2000-200B, U+2010-2027, U+202F, U+2030, U+2032-2033, U+2039-203A, U+2044, U+20AC, U+2122, U+2191, U+2193, U+2212, U+FEFF, U+FFFD',
    },
  ],
  fallback: [],
  adjustFontFallback: false,
});

/** The rouble sign (U+20BD, '1 б. = 1 ₽') alone: a file of its own, cut from Latin Extended. */
export const golosRouble = localFont({
  src: [
    {
      path: '../../generated/fonts/golos-rouble.woff2',
      weight: '400 700',
      style: 'normal',
    },
  ],
  variable: '--font-golos-rouble',
  display: 'swap',
  preload: true,
  declarations: [{ prop: 'unicode-range', value: 'U+20BD' }],
  fallback: [],
  adjustFontFallback: false,
});
