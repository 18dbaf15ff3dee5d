import { loadSharp } from '../infra/images.ts';

/**
 * Flat-illustration portraits for demo members, drawn as SVG and encoded locally so a seeded demo needs
 * no network and carries no real person's face. Faces stay featureless on purpose: a likeness invites
 * judgement a demo photo cannot earn, and modesty norms differ between members.
 */

export const AVATAR_SIZE = 512;
/** Seeds 0..LOOKS-1 give this many pairwise different looks per gender (checked in the tests). */
export const AVATAR_LOOKS_PER_GENDER = 12;

type Palette = readonly [top: string, bottom: string, accent: string];

const BACKGROUNDS: readonly Palette[] = [
  ['#F7E9DC', '#EBC9AA', '#F3D9C2'],
  ['#E2EEF4', '#B8D3E4', '#CFE2EE'],
  ['#E7F1E4', '#BCD8B6', '#D5E8D0'],
  ['#F1E6F4', '#D3BCE2', '#E5D5EE'],
  ['#FBF1DC', '#F0CF96', '#F7E2BA'],
  ['#E3EFEE', '#A8CCC8', '#C8E0DD'],
  ['#F6E4E4', '#E2B5B5', '#EFCFCF'],
  ['#E9E8F6', '#BDBAE4', '#D6D4F0'],
];

// Light to deep, each with the shade used for the neck and ears.
const SKIN: readonly (readonly [base: string, shade: string])[] = [
  ['#F4D7C3', '#E3BBA1'],
  ['#EBC19F', '#D7A47F'],
  ['#D9A57E', '#C38B64'],
  ['#BC8059', '#A56A45'],
  ['#91603F', '#7A4E31'],
  ['#6E452C', '#5A3722'],
];

const HAIR = ['#1F1A17', '#3B2A20', '#5A3E2B', '#2B2B2E', '#7A5A3A'] as const;
const MALE_CLOTHES = ['#2F4858', '#5B6C5D', '#8A6E4B', '#3E4E7A', '#F2EFE8', '#6B4E71', '#4A6670'] as const;
const HIJAB = [
  '#6D3B47',
  '#2F5D62',
  '#B5654A',
  '#5B4B8A',
  '#8C9A84',
  '#1F2A44',
  '#B5838D',
  '#D9C6A5',
  '#3E6E8E',
  '#2E6F57',
] as const;
const ABAYA = ['#2B2D42', '#4A4E69', '#5C4033', '#2F3E46', '#6B705C', '#463F3A'] as const;

type Look = {
  background: Palette;
  skin: readonly [string, string];
  hair: string;
  clothes: string;
  hairStyle: 0 | 1 | 2 | 3;
  beard: 'none' | 'short' | 'full';
  scarf: string;
  scarfPattern: 0 | 1;
};

function at<T>(list: readonly T[], index: number): T {
  const item = list[((index % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('empty palette');
  return item;
}

/**
 * Each trait cycles with a different period, so the first seeds never repeat a whole combination
 * (background period 8 and skin period 6 alone separate 24 seeds).
 */
function lookFor(gender: 'male' | 'female', seed: number): Look {
  const s = Math.abs(Math.trunc(seed));
  const genderShift = gender === 'female' ? 3 : 0;
  return {
    background: at(BACKGROUNDS, s + genderShift),
    skin: at(SKIN, s * 5 + 1),
    hair: at(HAIR, Math.floor(s / 2) + s),
    clothes: gender === 'male' ? at(MALE_CLOTHES, s * 3 + 2) : at(ABAYA, s * 5),
    hairStyle: (s % 4) as Look['hairStyle'],
    beard: at(['short', 'none', 'full'] as const, s),
    scarf: at(HIJAB, s * 7 + 2),
    scarfPattern: (Math.floor(s / 3) % 2) as Look['scarfPattern'],
  };
}

function backgroundSvg(p: Palette): string {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${p[0]}"/><stop offset="1" stop-color="${p[1]}"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" fill="url(#bg)"/>
  <circle cx="420" cy="96" r="120" fill="${p[2]}" opacity="0.55"/>
  <circle cx="70" cy="470" r="90" fill="${p[2]}" opacity="0.4"/>`;
}

const CHEEKS = `<ellipse cx="218" cy="262" rx="16" ry="9" fill="#E58B7B" opacity="0.14"/>
  <ellipse cx="294" cy="262" rx="16" ry="9" fill="#E58B7B" opacity="0.14"/>`;

const MALE_HAIR: readonly string[] = [
  // short crop
  'M180 226 C170 150 214 124 258 124 C304 124 344 152 332 228 C326 196 306 178 256 176 C210 178 186 196 180 226 Z',
  // side part with a swept fringe
  'M178 232 C166 146 220 116 262 120 C312 124 346 156 334 232 C326 196 316 182 298 172 C262 186 216 184 188 196 C182 208 180 218 178 232 Z',
  // close buzz cut, drawn translucent so the scalp reads through
  'M182 214 C180 158 218 132 256 132 C296 132 334 158 330 214 C318 186 296 172 256 170 C216 172 194 186 182 214 Z',
  // fuller textured top
  'M176 230 C160 160 196 110 250 112 C276 100 320 112 336 150 C350 180 342 206 334 230 C326 196 300 176 256 174 C212 176 186 196 176 230 Z',
];

function maleSvg(look: Look): string {
  const [skin, shade] = look.skin;
  const beard =
    look.beard === 'none'
      ? ''
      : look.beard === 'short'
        ? `<path d="M184 246 C188 306 220 336 256 338 C292 336 324 306 328 246 C322 290 296 312 256 314 C216 312 190 290 184 246 Z" fill="${look.hair}" opacity="0.85"/>`
        : `<path d="M182 236 C182 318 220 352 256 354 C292 352 330 318 330 236 C322 272 306 290 292 292 C276 284 236 284 220 292 C206 290 190 272 182 236 Z" fill="${look.hair}"/>`;
  return `
  <rect x="224" y="300" width="64" height="150" rx="24" fill="${shade}"/>
  <path d="M84 512 C86 430 150 394 218 390 L256 438 L294 390 C362 394 426 430 428 512 Z" fill="${look.clothes}"/>
  <ellipse cx="176" cy="244" rx="14" ry="22" fill="${shade}"/>
  <ellipse cx="336" cy="244" rx="14" ry="22" fill="${shade}"/>
  <ellipse cx="256" cy="236" rx="78" ry="96" fill="${skin}"/>
  ${CHEEKS}
  <path d="${at(MALE_HAIR, look.hairStyle)}" fill="${look.hair}" ${look.hairStyle === 2 ? 'opacity="0.8"' : ''}/>
  ${beard}`;
}

function femaleSvg(look: Look): string {
  const [skin] = look.skin;
  // Two ways of wearing it: a plain fold under the chin, or one end draped over the shoulder.
  const drape =
    look.scarfPattern === 1
      ? '<path d="M318 316 C348 356 362 396 364 436 L326 446 C328 404 316 370 292 342 Z" fill="#000000" opacity="0.12"/>'
      : '<path d="M190 368 C226 392 286 392 322 368" stroke="#000000" stroke-opacity="0.12" stroke-width="7" stroke-linecap="round" fill="none"/>';
  return `
  <path d="M92 512 C96 432 156 398 256 396 C356 398 416 432 420 512 Z" fill="${look.clothes}"/>
  <path d="M256 104 C166 104 138 176 140 256 C142 320 132 372 112 430 C170 452 214 458 256 458 C298 458 342 452 400 430 C380 372 370 320 372 256 C374 176 346 104 256 104 Z" fill="${look.scarf}"/>
  <ellipse cx="256" cy="246" rx="73" ry="94" fill="#000000" opacity="0.12"/>
  <ellipse cx="256" cy="250" rx="64" ry="84" fill="${skin}"/>
  <path d="M192 222 C196 176 222 156 256 156 C290 156 316 176 320 222 C306 194 286 182 256 182 C226 182 206 194 192 222 Z" fill="${look.scarf}"/>
  <path d="M192 222 C206 194 226 182 256 182 C286 182 306 194 320 222" stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="3" fill="none"/>
  ${CHEEKS}
  ${drape}`;
}

export function avatarSvg(options: { gender: 'male' | 'female'; seed: number }): string {
  const look = lookFor(options.gender, options.seed);
  const figure = options.gender === 'male' ? maleSvg(look) : femaleSvg(look);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" viewBox="0 0 512 512">
  ${backgroundSvg(look.background)}
  <g transform="translate(256 512) scale(1.1) translate(-256 -512)">${figure}</g>
</svg>`;
}

/** A 512x512 WebP portrait, the same bytes for the same gender and seed. */
export async function renderAvatar(options: { gender: 'male' | 'female'; seed: number }): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(avatarSvg(options)))
    .resize(AVATAR_SIZE, AVATAR_SIZE)
    .webp({ quality: 82, effort: 3 })
    .toBuffer();
}
