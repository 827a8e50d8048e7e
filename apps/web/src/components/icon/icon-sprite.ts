// The icons as one SVG file of symbols (icons.svg, drawn from icon-paths.ts): the pages name an icon
// and the browser fetches the shapes once, cached with the build's other static files, instead of
// every page's scripts carrying them. icon-sprite.test.ts keeps the file equal to the shapes.
import { icons } from './icon-paths';

/**
 * A symbol per icon. The silhouette strokes in the text's colour and takes the fill of the <svg>
 * that shows it; the marks inside are never filled and take its stroke: the outline variant strokes
 * both, the filled one fills the silhouette and cuts the marks out of it (icon.tsx).
 */
export function iconSprite(): string {
  const symbols = Object.entries(icons).map(([name, shape]: [string, { base: string; details?: string }]) => {
    const details = shape.details ? `<path d="${shape.details}" fill="none"/>` : '';
    return `<symbol id="${name}" viewBox="0 0 24 24"><path d="${shape.base}" stroke="currentColor"/>${details}</symbol>`;
  });
  // The size is the build's: Next.js reads an imported picture's dimensions; the file itself is never drawn.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">\n${symbols.join('\n')}\n</svg>\n`;
}
