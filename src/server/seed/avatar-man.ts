import { cheeks, glasses } from './avatar-face.ts';

/**
 * A man's figure for the demo portraits (avatars.ts), drawn on a 512 x 512 canvas: hair, beard, a kufi or
 * a ghutra, and what he wears (thobe, kurta, jubba over a white thobe, a collared shirt, a sweater).
 */

export type ManFigure = {
  skin: readonly [base: string, shade: string];
  face: readonly [rx: number, ry: number];
  hair: string;
  hairStyle: 0 | 1 | 2 | 3 | 4;
  beard: 'none' | 'stubble' | 'short' | 'full' | 'long';
  headwear: 'none' | 'kufi' | 'ghutra' | 'shemagh';
  headColor: string;
  wear: 'thobe' | 'kurta' | 'jubba' | 'shirt' | 'sweater';
  clothes: string;
  glasses: string | null;
};

const FACE_Y = 236;

const HAIR: readonly string[] = [
  // short crop
  'M180 226 C170 150 214 124 258 124 C304 124 344 152 332 228 C326 196 306 178 256 176 C210 178 186 196 180 226 Z',
  // side part with a swept fringe
  'M178 232 C166 146 220 116 262 120 C312 124 346 156 334 232 C326 196 316 182 298 172 C262 186 216 184 188 196 C182 208 180 218 178 232 Z',
  // close buzz cut
  'M182 214 C180 158 218 132 256 132 C296 132 334 158 330 214 C318 186 296 172 256 170 C216 172 194 186 182 214 Z',
  // fuller textured top
  'M176 230 C160 160 196 110 250 112 C276 100 320 112 336 150 C350 180 342 206 334 230 C326 196 300 176 256 174 C212 176 186 196 176 230 Z',
  // receding at the temples
  'M182 220 C176 160 214 128 256 128 C298 128 336 160 330 220 C324 196 312 182 296 174 C284 186 268 180 256 184 C244 180 228 186 216 174 C200 182 188 196 182 220 Z',
];

function beard(f: ManFigure): string {
  const [rx, ry] = f.face;
  const left = 256 - rx + 6;
  const right = 256 + rx - 6;
  const chin = FACE_Y + ry;
  const shapes: Record<Exclude<ManFigure['beard'], 'none'>, string> = {
    stubble: `<path d="M${left} ${FACE_Y + 10} C${left + 4} ${chin - 20} 226 ${chin} 256 ${chin} C286 ${chin} ${right - 4} ${chin - 20} ${right} ${FACE_Y + 10} C${right - 8} ${chin - 40} 290 ${chin - 26} 256 ${chin - 26} C222 ${chin - 26} ${left + 8} ${chin - 40} ${left} ${FACE_Y + 10} Z" fill="${f.hair}" opacity="0.35"/>`,
    short: `<path d="M${left} ${FACE_Y + 10} C${left + 4} ${chin - 12} 222 ${chin + 6} 256 ${chin + 6} C290 ${chin + 6} ${right - 4} ${chin - 12} ${right} ${FACE_Y + 10} C${right - 8} ${chin - 40} 292 ${chin - 22} 256 ${chin - 22} C220 ${chin - 22} ${left + 8} ${chin - 40} ${left} ${FACE_Y + 10} Z" fill="${f.hair}" opacity="0.9"/>`,
    full: `<path d="M${left - 4} ${FACE_Y} C${left - 4} ${chin + 10} 220 ${chin + 24} 256 ${chin + 26} C292 ${chin + 24} ${right + 4} ${chin + 10} ${right + 4} ${FACE_Y} C${right - 6} ${chin - 34} 294 ${chin - 30} 276 ${chin - 30} C266 ${chin - 38} 246 ${chin - 38} 236 ${chin - 30} C218 ${chin - 30} ${left + 6} ${chin - 34} ${left - 4} ${FACE_Y} Z" fill="${f.hair}"/>`,
    long: `<path d="M${left - 4} ${FACE_Y} C${left - 6} ${chin + 20} 226 ${chin + 58} 256 ${chin + 62} C286 ${chin + 58} ${right + 6} ${chin + 20} ${right + 4} ${FACE_Y} C${right - 6} ${chin - 34} 294 ${chin - 30} 276 ${chin - 30} C266 ${chin - 38} 246 ${chin - 38} 236 ${chin - 30} C218 ${chin - 30} ${left + 6} ${chin - 34} ${left - 4} ${FACE_Y} Z" fill="${f.hair}"/>`,
  };
  return f.beard === 'none' ? '' : shapes[f.beard];
}

/** A body without a V: the thobe, kurta and sweater close at the neck. */
const CLOSED = 'M84 512 C86 430 150 394 222 388 C236 400 276 400 290 388 C362 394 426 430 428 512 Z';
const OPEN = 'M84 512 C86 430 150 394 218 390 L256 438 L294 390 C362 394 426 430 428 512 Z';

function clothes(f: ManFigure): string {
  const line = (d: string, opacity = 0.16) =>
    `<path d="${d}" stroke="#000000" stroke-opacity="${opacity}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  const buttons = (ys: readonly number[], color: string) =>
    ys.map((y) => `<circle cx="256" cy="${y}" r="4" fill="${color}"/>`).join('');
  switch (f.wear) {
    case 'thobe':
      return `<path d="${CLOSED}" fill="${f.clothes}"/>
  <path d="M222 388 C236 402 276 402 290 388 L290 400 C276 414 236 414 222 400 Z" fill="#000000" opacity="0.06"/>
  ${line('M256 410 L256 486', 0.12)}${buttons([426, 450], '#B9B2A4')}`;
    case 'kurta':
      return `<path d="${CLOSED}" fill="${f.clothes}"/>
  ${line('M222 392 C236 404 276 404 290 392', 0.25)}${line('M256 404 L256 470', 0.2)}${buttons([420, 440, 460], '#F1E9D8')}`;
    case 'jubba':
      return `<path d="${CLOSED}" fill="#F2EFE8"/>
  <path d="M84 512 C86 430 150 394 216 390 L248 470 L248 512 Z M428 512 C426 430 362 394 296 390 L264 470 L264 512 Z" fill="${f.clothes}"/>
  ${line('M222 392 C236 402 276 402 290 392', 0.1)}`;
    case 'shirt':
      return `<path d="${OPEN}" fill="${f.clothes}"/>
  <path d="M218 390 L256 438 L236 446 L206 402 Z M294 390 L256 438 L276 446 L306 402 Z" fill="#FFFFFF" opacity="0.22"/>`;
    case 'sweater':
      return `<path d="${CLOSED}" fill="${f.clothes}"/>
  <path d="M214 390 C232 414 280 414 298 390" stroke="#000000" stroke-opacity="0.2" stroke-width="12" fill="none"/>
  <path d="M226 396 L256 414 L240 424 Z M286 396 L256 414 L272 424 Z" fill="#F4F2EC"/>`;
  }
}

function headwearBack(f: ManFigure): string {
  if (f.headwear !== 'ghutra' && f.headwear !== 'shemagh') return '';
  const fill = f.headwear === 'shemagh' ? 'url(#shemagh)' : f.headColor;
  const d =
    'M256 104 C170 104 146 170 148 240 C150 300 140 360 116 430 C170 446 214 450 256 450 C298 450 342 446 396 430 C372 360 362 300 364 240 C366 170 342 104 256 104 Z';
  return `<path d="${d}" fill="${f.headColor}"/><path d="${d}" fill="${fill}"/>
  <ellipse cx="256" cy="${FACE_Y - 4}" rx="${f.face[0] + 8}" ry="${f.face[1] + 8}" fill="#000000" opacity="0.1"/>`;
}

function headwearFront(f: ManFigure): string {
  if (f.headwear === 'kufi') {
    return `<path d="M180 196 C180 140 218 116 256 116 C294 116 332 140 332 196 C300 184 212 184 180 196 Z" fill="${f.headColor}"/>
  <path d="M180 196 C212 184 300 184 332 196 L332 182 C300 170 212 170 180 182 Z" fill="#000000" opacity="0.12"/>
  <path d="M196 168 C230 158 282 158 316 168" stroke="#000000" stroke-opacity="0.1" stroke-width="4" stroke-dasharray="3 7" fill="none"/>`;
  }
  if (f.headwear === 'none') return '';
  const fill = f.headwear === 'shemagh' ? 'url(#shemagh)' : f.headColor;
  const band =
    'M172 220 C174 150 214 120 256 120 C298 120 338 150 340 220 C322 186 292 170 256 170 C220 170 190 186 172 220 Z';
  return `<path d="${band}" fill="${f.headColor}"/><path d="${band}" fill="${fill}"/>
  <path d="M178 150 C214 132 298 132 334 150 M176 164 C214 146 298 146 336 164" stroke="#1B1B1B" stroke-width="7" fill="none" stroke-linecap="round"/>`;
}

export function manDefs(): string {
  return `<pattern id="shemagh" width="18" height="18" patternUnits="userSpaceOnUse"><rect width="18" height="18" fill="#FFFFFF"/><path d="M0 9 H18 M9 0 V18" stroke="#B3262E" stroke-width="3"/></pattern>`;
}

export function manSvg(f: ManFigure): string {
  const [skin, shade] = f.skin;
  const [rx, ry] = f.face;
  const covered = f.headwear === 'ghutra' || f.headwear === 'shemagh';
  const ears = covered
    ? ''
    : `<ellipse cx="${256 - rx - 2}" cy="${FACE_Y + 8}" rx="14" ry="22" fill="${shade}"/>
  <ellipse cx="${256 + rx + 2}" cy="${FACE_Y + 8}" rx="14" ry="22" fill="${shade}"/>`;
  const hair = covered
    ? ''
    : `<path d="${HAIR[f.hairStyle]}" fill="${f.hair}" ${f.hairStyle === 2 ? 'opacity="0.85"' : ''}/>`;
  return `
  ${headwearBack(f)}
  <rect x="224" y="300" width="64" height="150" rx="24" fill="${shade}"/>
  ${clothes(f)}
  ${ears}
  <ellipse cx="256" cy="${FACE_Y}" rx="${rx}" ry="${ry}" fill="${skin}"/>
  ${cheeks(rx, FACE_Y + 10)}
  ${hair}
  ${headwearFront(f)}
  ${beard(f)}
  ${f.glasses ? glasses(f.glasses, rx, FACE_Y) : ''}`;
}
