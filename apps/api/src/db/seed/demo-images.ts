import sharp from 'sharp';
import { escapeHtml } from '../../lib/html.ts';

const PALETTES = [
  ['#0b3d91', '#5fa8d3', '#f4d35e'],
  ['#2d6a4f', '#95d5b2', '#ffb703'],
  ['#6a040f', '#e85d04', '#ffd166'],
  ['#3c096c', '#9d4edd', '#f8f9fa'],
  ['#1d3557', '#a8dadc', '#e63946'],
  ['#264653', '#2a9d8f', '#e9c46a'],
  ['#343a40', '#adb5bd', '#fca311'],
  ['#005f73', '#94d2bd', '#ee9b00'],
] as const;

/** A generated picture of buildings: a real JPEG for demo projects and properties. */
export async function demoPhoto(index: number, caption: string, width = 960, height = 640): Promise<Buffer> {
  const [sky, building, accent] = PALETTES[index % PALETTES.length];
  const towers = Array.from({ length: 6 }, (_, i) => {
    const w = 90 + ((i * 37 + index * 13) % 60);
    const h = 220 + ((i * 71 + index * 29) % 260);
    const x = 40 + i * 150;
    const windows = Array.from({ length: Math.floor(h / 40) }, (_, r) =>
      [0, 1, 2]
        .map(
          (c) =>
            `<rect x="${x + 12 + c * (w / 3.2)}" y="${height - 60 - h + 18 + r * 40}" width="${w / 5}" height="18" fill="${accent}" opacity="0.8"/>`,
        )
        .join(''),
    ).join('');
    return `<rect x="${x}" y="${height - 60 - h}" width="${w}" height="${h}" fill="${building}"/>${windows}`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width - 140}" cy="120" r="60" fill="${accent}"/>
  ${towers}
  <rect y="${height - 60}" width="100%" height="60" fill="#2b2d42"/>
  <text x="32" y="${height - 20}" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#ffffff">${escapeHtml(caption)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A square logo with the initials of a company or project. */
export async function demoLogo(index: number, name: string): Promise<Buffer> {
  const [bg, , accent] = PALETTES[index % PALETTES.length];
  const initials = name
    .split(/\s+/)
    .filter((w) => w.length > 2)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" rx="40" fill="${bg}"/>
  <rect x="28" y="28" width="200" height="200" rx="28" fill="none" stroke="${accent}" stroke-width="8"/>
  <text x="128" y="160" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="96" fill="#ffffff">${escapeHtml(initials)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
