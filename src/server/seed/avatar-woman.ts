import { cheeks, glasses } from './avatar-face.ts';

/**
 * A woman's figure for the demo portraits (avatars.ts), drawn on a 512 x 512 canvas: a hijab in one of five
 * ways of wearing it, or, for members who do not wear one, hair and a high-necked top.
 */

export type WomanFigure = {
  skin: readonly [base: string, shade: string];
  /** Half-width and half-height of the face. */
  face: readonly [rx: number, ry: number];
  wear: 'hijab' | 'uncovered';
  /** Hijab: classic, draped, khimar, two-tone, volume. Uncovered: long, wavy, tied back. */
  style: 0 | 1 | 2 | 3 | 4;
  scarf: string;
  underscarf: string;
  pattern: 'plain' | 'dots' | 'stripes' | 'hem';
  clothes: string;
  hair: string;
  glasses: string | null;
};

const FACE_Y = 250;

/** A see-through layer over the scarf: dots, fine stripes, or a hem of a darker tone. */
function patternDefs(f: WomanFigure): string {
  if (f.pattern === 'dots')
    return `<pattern id="scarf-pattern" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="6" cy="6" r="3" fill="#FFFFFF" opacity="0.35"/><circle cx="17" cy="17" r="2" fill="#FFFFFF" opacity="0.25"/></pattern>`;
  if (f.pattern === 'stripes')
    return `<pattern id="scarf-pattern" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="5" height="16" fill="#FFFFFF" opacity="0.16"/></pattern>`;
  return '';
}

function scarfShape(f: WomanFigure, d: string): string {
  const overlay =
    f.pattern === 'dots' || f.pattern === 'stripes' ? `<path d="${d}" fill="url(#scarf-pattern)"/>` : '';
  const hem =
    f.pattern === 'hem'
      ? `<path d="${d}" fill="none" stroke="#000000" stroke-opacity="0.22" stroke-width="14" clip-path="url(#hem-clip)"/>`
      : '';
  return `<path d="${d}" fill="${f.scarf}"/>${overlay}${hem}`;
}

const CLASSIC =
  'M256 104 C166 104 138 176 140 256 C142 320 132 372 112 430 C170 452 214 458 256 458 C298 458 342 452 400 430 C380 372 370 320 372 256 C374 176 346 104 256 104 Z';
const VOLUME =
  'M256 84 C150 86 136 170 140 256 C142 320 132 372 112 430 C170 452 214 458 256 458 C298 458 342 452 400 430 C380 372 370 320 372 256 C376 170 362 86 256 84 Z';
const KHIMAR =
  'M256 100 C162 100 134 176 136 256 C138 330 116 400 78 460 L64 512 L448 512 L434 460 C396 400 374 330 376 256 C378 176 350 100 256 100 Z';

function hijab(f: WomanFigure): string {
  const [rx, ry] = f.face;
  const outline = f.style === 2 ? KHIMAR : f.style === 4 ? VOLUME : CLASSIC;
  const opening = `<ellipse cx="256" cy="${FACE_Y - 4}" rx="${rx + 9}" ry="${ry + 10}" fill="#000000" opacity="0.12"/>`;
  const underscarf =
    f.style === 3
      ? `<ellipse cx="256" cy="${FACE_Y - 2}" rx="${rx + 7}" ry="${ry + 8}" fill="${f.underscarf}"/>`
      : '';
  const top = FACE_Y - ry - 10;
  const inner = FACE_Y - ry + 16;
  const side = FACE_Y - 28;
  const band = `<path d="M${256 - rx} ${side} C${260 - rx} ${side - 46} 222 ${top} 256 ${top} C290 ${top} ${252 + rx} ${side - 46} ${256 + rx} ${side} C${242 + rx} ${side - 28} 286 ${inner} 256 ${inner} C226 ${inner} ${270 - rx} ${side - 28} ${256 - rx} ${side} Z" fill="${f.style === 3 ? f.underscarf : f.scarf}"/>`;
  const details = [
    // classic: a soft fold under the chin
    `<path d="M196 ${FACE_Y + ry + 26} C226 ${FACE_Y + ry + 48} 286 ${FACE_Y + ry + 48} 316 ${FACE_Y + ry + 26}" stroke="#000000" stroke-opacity="0.13" stroke-width="7" stroke-linecap="round" fill="none"/>`,
    // draped: one end across the chest and over the shoulder
    `<path d="M176 ${FACE_Y + ry + 8} C220 ${FACE_Y + ry + 60} 300 ${FACE_Y + ry + 70} 350 ${FACE_Y + ry + 36} C372 390 386 420 392 448 L356 458 C350 428 336 404 316 388 C280 408 214 394 176 ${FACE_Y + ry + 8} Z" fill="#000000" opacity="0.12"/>`,
    // khimar: the fall of the cloth down the front
    `<path d="M256 ${FACE_Y + ry + 30} L256 512" stroke="#000000" stroke-opacity="0.1" stroke-width="6"/><path d="M150 470 C200 486 312 486 362 470" stroke="#000000" stroke-opacity="0.1" stroke-width="6" fill="none"/>`,
    // two-tone: the outer scarf's edge around the underscarf
    `<path d="M${256 - rx - 10} ${FACE_Y + 30} C${256 - rx - 6} ${FACE_Y + ry + 30} ${256 + rx + 6} ${FACE_Y + ry + 30} ${256 + rx + 10} ${FACE_Y + 30}" stroke="#000000" stroke-opacity="0.14" stroke-width="6" fill="none"/>`,
    // volume: pleats from the temple
    `<path d="M172 200 C160 250 162 300 176 350 M340 200 C352 250 350 300 336 350" stroke="#000000" stroke-opacity="0.12" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  ][f.style];
  return `<defs>${patternDefs(f)}<clipPath id="hem-clip"><rect x="0" y="400" width="512" height="112"/></clipPath></defs>
  <path d="M92 512 C96 432 156 398 256 396 C356 398 416 432 420 512 Z" fill="${f.clothes}"/>
  ${scarfShape(f, outline)}
  ${opening}${underscarf}
  <ellipse cx="256" cy="${FACE_Y}" rx="${rx}" ry="${ry}" fill="${f.skin[0]}"/>
  ${band}
  ${cheeks(rx, FACE_Y)}
  ${details}
  ${f.glasses ? glasses(f.glasses, rx, FACE_Y) : ''}`;
}

const HAIR_BACK = [
  // long and straight, past the shoulders
  'M256 126 C172 126 146 190 148 262 C150 336 146 392 132 446 L380 446 C366 392 362 336 364 262 C366 190 340 126 256 126 Z',
  // wavy, to the shoulders
  'M256 122 C166 122 142 196 146 262 C130 300 152 330 138 364 C128 392 150 414 160 428 L352 428 C362 414 384 392 374 364 C360 330 382 300 366 262 C370 196 346 122 256 122 Z',
  // tied back in a bun: close to the head
  'M256 128 C178 128 160 190 166 250 C170 290 176 310 184 322 L328 322 C336 310 342 290 346 250 C352 190 334 128 256 128 Z',
] as const;

function uncovered(f: WomanFigure): string {
  const [rx, ry] = f.face;
  const style = (f.style % 3) as 0 | 1 | 2;
  const bun = style === 2 ? `<circle cx="256" cy="${FACE_Y - ry - 34}" r="34" fill="${f.hair}"/>` : '';
  const part = FACE_Y - ry + 22;
  const fringe = `<path d="M${256 - rx - 4} ${FACE_Y - 6} C${256 - rx - 6} ${part - 62} ${256 - 20} ${part - 76} 262 ${part - 74} C${256 + 50} ${part - 72} ${256 + rx + 8} ${part - 40} ${256 + rx + 4} ${FACE_Y - 6} C${256 + rx - 8} ${part - 10} ${256 + 30} ${part - 30} 262 ${part - 34} C${256 - 30} ${part - 14} ${256 - rx + 8} ${part + 4} ${256 - rx - 4} ${FACE_Y - 6} Z" fill="${f.hair}"/>`;
  return `${bun}<path d="${HAIR_BACK[style]}" fill="${f.hair}"/>
  <rect x="226" y="${FACE_Y + ry - 30}" width="60" height="120" rx="22" fill="${f.skin[1]}"/>
  <path d="M92 512 C96 436 160 402 222 398 C234 414 278 414 290 398 C352 402 416 436 420 512 Z" fill="${f.clothes}"/>
  <path d="M222 398 C234 414 278 414 290 398" stroke="#000000" stroke-opacity="0.15" stroke-width="6" fill="none"/>
  <ellipse cx="256" cy="${FACE_Y}" rx="${rx}" ry="${ry}" fill="${f.skin[0]}"/>
  ${fringe}
  ${cheeks(rx, FACE_Y)}
  ${f.glasses ? glasses(f.glasses, rx, FACE_Y) : ''}`;
}

export function womanSvg(f: WomanFigure): string {
  return f.wear === 'hijab' ? hijab(f) : uncovered(f);
}
