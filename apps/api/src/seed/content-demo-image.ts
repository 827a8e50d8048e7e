import sharp from 'sharp';

export type BannerMotif = 'tiers' | 'trophy' | 'coins' | 'shield' | 'calendar' | 'router' | 'screen' | 'book' | 'chat' | 'lock';

export interface BannerSpec {
  title: string;
  category: string;
  /** Two colours of the background gradient, dark to light. */
  colors: [string, string];
  motif: BannerMotif;
}

const WIDTH = 1200;
const HEIGHT = 600;
// Whatever the machine has; the banner still reads as a picture when no font covers Cyrillic.
const FONT = "'DejaVu Sans', 'Liberation Sans', 'Noto Sans', Arial, sans-serif";

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap by an estimate of the glyph width (bold Cyrillic sans runs about 0.62 em). */
function wrap(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const perLine = Math.floor(maxWidth / (fontSize * 0.62));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = kept[maxLines - 1]!.replace(/[\s,.:;—-]*$/, '') + '…';
  return kept;
}

/** Simple flat pictures on the right half, white on the gradient. */
const MOTIFS: Record<BannerMotif, string> = {
  tiers: `<g fill="#fff">
    <rect x="860" y="360" width="70" height="120" rx="10" opacity=".55"/>
    <rect x="950" y="280" width="70" height="200" rx="10" opacity=".75"/>
    <rect x="1040" y="180" width="70" height="300" rx="10"/>
    <path d="M850 300 L960 220 L1010 250 L1110 140" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M1080 130 L1125 128 L1120 172 Z"/></g>`,
  trophy: `<g fill="#fff">
    <path d="M900 160 h200 v60 a100 100 0 0 1 -200 0 Z"/>
    <path d="M900 180 h-40 a50 50 0 0 0 50 70" stroke="#fff" stroke-width="14" fill="none"/>
    <path d="M1100 180 h40 a50 50 0 0 1 -50 70" stroke="#fff" stroke-width="14" fill="none"/>
    <rect x="985" y="310" width="30" height="70"/><rect x="930" y="380" width="140" height="40" rx="8"/>
    <path d="M1000 180 l14 28 31 4 -23 21 6 31 -28 -15 -28 15 6 -31 -23 -21 31 -4 Z" fill="#0f172a" fill-opacity=".3"/></g>`,
  coins: `<g fill="#fff">
    <ellipse cx="960" cy="400" rx="110" ry="34" opacity=".6"/><rect x="850" y="330" width="220" height="70" opacity=".6"/>
    <ellipse cx="960" cy="330" rx="110" ry="34"/>
    <circle cx="1060" cy="240" r="90" opacity=".95"/><circle cx="1060" cy="240" r="66" fill="#0f172a" fill-opacity=".15"/>
    <text x="1060" y="272" font-family="${FONT}" font-size="84" font-weight="700" text-anchor="middle" fill="#0f172a" fill-opacity=".4">б.</text></g>`,
  shield: `<g fill="#fff">
    <path d="M990 130 L1120 180 V290 C1120 380 1060 440 990 470 C920 440 860 380 860 290 V180 Z" opacity=".9"/>
    <path d="M930 300 L975 345 L1055 250" stroke-width="22" stroke="#0f172a" stroke-opacity=".35" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`,
  calendar: `<g fill="#fff">
    <rect x="860" y="170" width="260" height="270" rx="24" opacity=".9"/>
    <rect x="860" y="170" width="260" height="70" rx="24"/>
    <rect x="905" y="140" width="22" height="60" rx="11"/><rect x="1053" y="140" width="22" height="60" rx="11"/>
    <g fill="#0f172a" fill-opacity=".25">${[0, 1, 2, 3]
      .flatMap((c) => [0, 1, 2].map((r) => `<rect x="${885 + c * 58}" y="${265 + r * 55}" width="40" height="36" rx="6"/>`))
      .join('')}</g></g>`,
  router: `<g fill="#fff">
    <rect x="850" y="330" width="280" height="90" rx="20"/>
    <rect x="900" y="230" width="14" height="100" rx="7"/><rect x="1066" y="230" width="14" height="100" rx="7"/>
    <g fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity=".8">
      <path d="M930 200 a90 90 0 0 1 120 0"/><path d="M895 160 a140 140 0 0 1 190 0"/></g>
    <circle cx="900" cy="375" r="10" fill="#22c55e"/><circle cx="935" cy="375" r="10" fill="#22c55e"/></g>`,
  screen: `<g fill="#fff">
    <rect x="830" y="170" width="320" height="210" rx="18" opacity=".9"/>
    <rect x="960" y="380" width="60" height="40"/><rect x="910" y="420" width="160" height="16" rx="8"/>
    <path d="M965 230 L1045 275 L965 320 Z" fill="#0f172a" fill-opacity=".35"/></g>`,
  book: `<g fill="#fff">
    <path d="M840 200 Q920 170 990 210 V430 Q920 395 840 420 Z" opacity=".9"/>
    <path d="M1140 200 Q1060 170 990 210 V430 Q1060 395 1140 420 Z"/>
    <g stroke="#0f172a" stroke-opacity=".25" stroke-width="8" stroke-linecap="round">
      <path d="M870 250 Q920 235 960 255"/><path d="M870 290 Q920 275 960 295"/><path d="M1020 255 Q1060 235 1110 250"/></g></g>`,
  chat: `<g fill="#fff">
    <path d="M850 180 h200 a30 30 0 0 1 30 30 v110 a30 30 0 0 1 -30 30 h-120 l-50 45 v-45 h-30 a30 30 0 0 1 -30 -30 v-110 a30 30 0 0 1 30 -30 Z" opacity=".9"/>
    <path d="M1010 380 h120 a24 24 0 0 0 24 -24 v-70 a24 24 0 0 0 -24 -24 h-30 v58 a40 40 0 0 1 -40 40 h-50 Z M1110 380 v36 l-40 -36 Z" opacity=".6"/>
    <text x="965" y="300" font-family="${FONT}" font-size="110" font-weight="700" text-anchor="middle" fill="#0f172a" fill-opacity=".3">?</text></g>`,
  lock: `<g fill="#fff">
    <path d="M920 260 v-50 a70 70 0 0 1 140 0 v50" fill="none" stroke="#fff" stroke-width="26"/>
    <rect x="880" y="250" width="220" height="190" rx="26" opacity=".9"/>
    <circle cx="990" cy="330" r="24" fill="#0f172a" fill-opacity=".35"/><rect x="980" y="335" width="20" height="55" rx="8" fill="#0f172a" fill-opacity=".35"/></g>`,
};

/** The banner of a demo news item: gradient, soft shapes, a motif, the category and the headline. */
export function bannerSvg(spec: BannerSpec): string {
  // The largest size at which the headline fits in three lines beside the motif.
  const fontSize = [54, 48, 42].find((size) => wrap(spec.title, size, 700, 99).length <= 3) ?? 42;
  const lineHeight = Math.round(fontSize * 1.22);
  const lines = wrap(spec.title, fontSize, 700, 4);
  const top = 300 - (lines.length * lineHeight) / 2 + 60;
  const [dark, light] = spec.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient>
    <radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="1000" cy="300" r="330" fill="url(#glow)"/>
  <circle cx="120" cy="560" r="180" fill="#fff" opacity=".06"/>
  <circle cx="1150" cy="40" r="120" fill="#fff" opacity=".08"/>
  <g stroke="#fff" stroke-opacity=".07" stroke-width="40">${[0, 1, 2, 3, 4].map((i) => `<path d="M${-200 + i * 140} ${HEIGHT} L${200 + i * 140} 0"/>`).join('')}</g>
  ${MOTIFS[spec.motif]}
  <rect x="64" y="${top - 120}" width="${Math.max(140, spec.category.length * 18 + 48)}" height="48" rx="24" fill="#fff" fill-opacity=".2"/>
  <text x="88" y="${top - 87}" font-family="${FONT}" font-size="24" font-weight="700" fill="#fff">${escapeXml(spec.category.toUpperCase())}</text>
  <text font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#fff">${lines
    .map((l, i) => `<tspan x="64" y="${top + i * lineHeight}">${escapeXml(l)}</tspan>`)
    .join('')}</text>
</svg>`;
}

/** Renders the banner locally (no external hosts) as a lossless PNG; publishNews makes the WebP. */
export function renderBanner(spec: BannerSpec): Promise<Buffer> {
  return sharp(Buffer.from(bannerSvg(spec)))
    .png()
    .toBuffer();
}
