import { loadSharp } from '../infra/images.ts';

/**
 * Cover images for the demo articles: geometric patterns in the spirit of Islamic tilework (eight-point
 * stars on a lattice, an arch framing the centre), drawn as SVG and rasterised with sharp, so the demo
 * ships no image files and every cover differs by its palette.
 */
const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#0f5132', '#d4a373', '#f8f1e5'],
  ['#1d3557', '#e9c46a', '#f1faee'],
  ['#6a040f', '#f4a261', '#fff3e0'],
  ['#264653', '#2a9d8f', '#e9f5f2'],
  ['#3c096c', '#c77dff', '#f3e8ff'],
  ['#344e41', '#a3b18a', '#f2f5ec'],
  ['#7f5539', '#ddb892', '#fdf6ec'],
  ['#003049', '#fcbf49', '#fefae0'],
  ['#5f0f40', '#fb8b24', '#fff1e6'],
  ['#14213d', '#fca311', '#f5f5f5'],
  ['#40513b', '#e5d9b6', '#fbf8ef'],
  ['#0b525b', '#b7e4c7', '#eefbf3'],
];

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

function star(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 16; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.55;
    const angle = (Math.PI / 8) * i;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return `<polygon points="${points.join(' ')}"/>`;
}

export function coverSvg(index: number): string {
  const [dark, accent, light] = PALETTES[index % PALETTES.length]!;
  const stars: string[] = [];
  const step = 150;
  for (let y = 0; y <= COVER_HEIGHT + step; y += step) {
    for (let x = (y / step) % 2 === 0 ? 0 : step / 2; x <= COVER_WIDTH + step; x += step) {
      stars.push(star(x, y, 46));
    }
  }
  const cx = COVER_WIDTH / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
  <rect width="100%" height="100%" fill="${dark}"/>
  <g fill="none" stroke="${accent}" stroke-width="3" opacity="0.55">${stars.join('')}</g>
  <path d="M ${cx - 190} ${COVER_HEIGHT} L ${cx - 190} 300 Q ${cx - 190} 120 ${cx} 80 Q ${cx + 190} 120 ${cx + 190} 300 L ${cx + 190} ${COVER_HEIGHT} Z" fill="${light}"/>
  <path d="M ${cx - 150} ${COVER_HEIGHT} L ${cx - 150} 310 Q ${cx - 150} 160 ${cx} 125 Q ${cx + 150} 160 ${cx + 150} 310 L ${cx + 150} ${COVER_HEIGHT} Z" fill="none" stroke="${accent}" stroke-width="6"/>
  <g fill="${accent}">${star(cx, 300, 70)}</g>
  <g fill="${dark}">${star(cx, 300, 34)}</g>
</svg>`;
}

/** The cover as a JPEG, as an admin's camera or design tool would hand it to the media library. */
export async function renderCover(index: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(coverSvg(index)))
    .jpeg({ quality: 82 })
    .toBuffer();
}
