import sharp from 'sharp';

// Whatever the machine has; without a Cyrillic font the pictures still read as an avatar and a form.
const FONT = "'DejaVu Sans', 'Liberation Sans', 'Noto Sans', Arial, sans-serif";

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Initials on a coloured circle, as a PNG of 640×640 (the avatar pipeline makes the 512 px WebP). */
export function renderInitialsAvatar(initials: string, colors: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
  </linearGradient></defs>
  <rect width="640" height="640" fill="#f1f5f9"/>
  <circle cx="320" cy="320" r="300" fill="url(#g)"/>
  <text x="320" y="322" font-family="${FONT}" font-size="250" font-weight="700" fill="#fff"
        text-anchor="middle" dominant-baseline="central">${escapeXml(initials)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface SampleScanSpec {
  /** The heading, e.g. 'Паспорт гражданина РФ'. */
  title: string;
  /** Labels of the form's rows; their values are grey bars, never real data. */
  rows: string[];
  /** Whether a photo frame is drawn on the left. */
  photo: boolean;
  width: number;
  height: number;
  format: 'png' | 'jpeg';
}

/**
 * A document placeholder: a pale form with a heading, labelled grey bars instead of values, and
 * 'Образец' across it. It shows where a scan goes without looking like any real document.
 */
export function renderSampleScan(spec: SampleScanSpec): Promise<Buffer> {
  const { width: w, height: h } = spec;
  const left = spec.photo ? 300 : 60;
  const rows = spec.rows
    .map((label, i) => {
      const y = 190 + i * 70;
      const bar = Math.round((w - left - 80) * (0.55 + ((i * 37) % 40) / 100));
      return `<text x="${left}" y="${y}" font-family="${FONT}" font-size="20" fill="#64748b">${escapeXml(label)}</text>
  <rect x="${left}" y="${y + 12}" width="${bar}" height="18" rx="4" fill="#cbd5e1"/>`;
    })
    .join('\n  ');
  const photo = spec.photo
    ? `<rect x="60" y="170" width="200" height="260" rx="8" fill="#e2e8f0" stroke="#94a3b8" stroke-width="3"/>
  <circle cx="160" cy="270" r="55" fill="#cbd5e1"/><rect x="90" y="340" width="140" height="70" rx="35" fill="#cbd5e1"/>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="#fdfcf7"/>
  <rect x="20" y="20" width="${w - 40}" height="${h - 40}" rx="16" fill="none" stroke="#b6c3d4" stroke-width="4" stroke-dasharray="14 10"/>
  <text x="60" y="100" font-family="${FONT}" font-size="34" font-weight="700" fill="#1e293b">${escapeXml(spec.title)}</text>
  <text x="60" y="136" font-family="${FONT}" font-size="20" fill="#64748b">Образец для демонстрации — не является документом</text>
  ${photo}
  ${rows}
  <text x="${w / 2}" y="${h / 2 + 40}" font-family="${FONT}" font-size="${Math.round(w / 7)}" font-weight="700" fill="#dc2626"
        fill-opacity=".22" text-anchor="middle" transform="rotate(-24 ${w / 2} ${h / 2})">ОБРАЗЕЦ</text>
</svg>`;
  const image = sharp(Buffer.from(svg));
  return spec.format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}
