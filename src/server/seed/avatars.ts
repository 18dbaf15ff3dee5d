import type { Gender } from '../../shared/options/profile-options.ts';
import { loadSharp } from '../infra/images.ts';
import { manDefs, manSvg, type ManFigure } from './avatar-man.ts';
import * as colour from './avatar-palettes.ts';
import { womanSvg, type WomanFigure } from './avatar-woman.ts';

/**
 * Flat-illustration portraits for demo members, drawn as SVG and encoded locally so a seeded demo needs
 * no network and carries no real person's face (faces stay featureless, avatar-face.ts says why).
 *
 * Each gender has a pool of looks; a look is one skin tone, one way of dressing (a hijab or not; a thobe,
 * kurta, jubba, shirt or sweater) and traits drawn from its number: scarf colour and style, hair, beard,
 * kufi or ghutra, glasses, background. The seed picks for each member a look that fits their dressing and
 * heritage (demo-looks.ts). Every look is rendered once, so the pool's size is what seeding pays for.
 */

/**
 * Pixels a side. The member's full photo is shown at most about 160 px wide (twice that on a dense
 * screen), everything else uses the 256 px thumbnail; encoding is most of the seed's time, and 384 px
 * costs half of what 512 does.
 */
export const AVATAR_SIZE = 384;
export const AVATAR_LOOKS_PER_GENDER = 24;
export const SKIN_TONES = colour.SKIN.length;

export type AvatarWear = 'hijab' | 'uncovered' | ManFigure['wear'];
export type AvatarLook = { gender: Gender; index: number; skin: number; wear: AvatarWear };

/**
 * The skin tones of each way of dressing in the pool, in about the shares demo members dress
 * (demo-traits.ts); AVATAR_LOOKS_PER_GENDER looks for each gender. Clothes most members of one region wear
 * (a kurta, a thobe) get the tones of that region; the others spread from light to deep.
 */
const spread = (count: number) => Array.from({ length: count }, (_, k) => (k * 3) % SKIN_TONES);
// Most members' heritage has middle tones, so those are drawn more than once.
const POOL: Readonly<Record<Gender, readonly (readonly [AvatarWear, readonly number[]])[]>> = {
  female: [
    ['hijab', spread(19)],
    ['uncovered', [0, 2, 4, 5, 7]],
  ],
  male: [
    ['shirt', [0, 2, 3, 3, 4, 5, 7]],
    ['sweater', [1, 2, 3, 4, 5, 6]],
    ['kurta', [2, 3, 4, 5]],
    ['thobe', [1, 2, 3, 6]],
    ['jubba', [2, 4, 6]],
  ],
};

export function avatarLooks(gender: Gender): AvatarLook[] {
  return POOL[gender]
    .flatMap(([wear, skins]) => skins.map((skin) => ({ wear, skin })))
    .map((look, index) => ({
      gender,
      index,
      ...look,
    }));
}

export const avatarKey = (look: AvatarLook) => `${look.gender}:${look.index}`;

/** A trait of look `index`: murmur3's finaliser spreads neighbouring looks apart (not for security). */
function trait<T>(list: readonly T[], index: number, salt: number): T {
  let h = (Math.imul(index + 1, 0x9e3779b1) + Math.imul(salt + 1, 0x85ebca77)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  const item = list[(h >>> 0) % list.length];
  if (item === undefined) throw new Error('empty palette');
  return item;
}

function skinOf(look: AvatarLook): readonly [string, string] {
  return colour.SKIN[Math.max(0, Math.min(SKIN_TONES - 1, look.skin))] ?? ['#D5A27B', '#BF8A63'];
}

function womanOf(look: AvatarLook): WomanFigure {
  const i = look.index;
  return {
    skin: skinOf(look),
    face: [trait([60, 63, 66], i, 1), trait([80, 84, 88], i, 2)],
    wear: look.wear === 'uncovered' ? 'uncovered' : 'hijab',
    style: (i % 5) as WomanFigure['style'],
    scarf: trait(colour.HIJAB, i, 3),
    underscarf: trait(colour.UNDERSCARF, i, 4),
    pattern: trait(['plain', 'plain', 'plain', 'dots', 'stripes', 'hem'] as const, i, 5),
    clothes: look.wear === 'uncovered' ? trait(colour.TOPS, i, 6) : trait(colour.ABAYA, i, 6),
    hair: trait(colour.HAIR, i, 7),
    // About one in six wears glasses.
    glasses: trait(
      [null, null, null, null, null, colour.FRAMES[0], null, null, null, null, colour.FRAMES[1]],
      i,
      8,
    ),
  };
}

function manOf(look: AvatarLook): ManFigure {
  const i = look.index;
  const wear = look.wear === 'hijab' || look.wear === 'uncovered' ? 'shirt' : look.wear;
  const headwear: ManFigure['headwear'] =
    // The few thobe looks take turns, so the pool has a white ghutra, a red shemagh and a kufi.
    wear === 'thobe'
      ? ((['ghutra', 'shemagh', 'kufi', 'ghutra'] as const)[i % 4] ?? 'ghutra')
      : wear === 'jubba'
        ? trait(['kufi', 'kufi', 'none'] as const, i, 1)
        : wear === 'kurta'
          ? trait(['kufi', 'none', 'none'] as const, i, 1)
          : trait(['none', 'none', 'none', 'none', 'kufi'] as const, i, 1);
  const clothesPalette = {
    thobe: colour.THOBE,
    kurta: colour.KURTA,
    jubba: colour.JUBBA,
    shirt: colour.SHIRTS,
    sweater: colour.SHIRTS,
  }[wear];
  // Grey comes with the fuller beards now and then: the demo's men are 20 to 45.
  const beard = trait(['none', 'stubble', 'short', 'short', 'full', 'full', 'long'] as const, i, 2);
  return {
    skin: skinOf(look),
    face: [trait([72, 76, 80], i, 3), trait([90, 94, 98], i, 4)],
    hair: beard === 'long' && i % 3 === 0 ? colour.GREY_HAIR : trait(colour.HAIR, i, 5),
    hairStyle: trait([0, 1, 2, 3, 4] as const, i, 6),
    beard,
    headwear,
    // A ghutra is white; a kufi comes in white, black and a few deep colours.
    headColor: headwear === 'kufi' ? trait(colour.KUFI, i, 7) : '#F7F6F2',
    wear,
    clothes: trait(clothesPalette, i, 8),
    glasses: trait([null, null, null, null, null, null, null, null, ...colour.FRAMES], i, 9),
  };
}

/** What a portrait shows that a profile's "physical features" should not contradict. */
export function lookFeatures(look: AvatarLook): { glasses: boolean; beard: ManFigure['beard'] | null } {
  if (look.gender === 'female') return { glasses: womanOf(look).glasses !== null, beard: null };
  const man = manOf(look);
  return { glasses: man.glasses !== null, beard: man.beard };
}

function backgroundSvg(look: AvatarLook): string {
  const p = trait(colour.BACKGROUNDS, look.index, look.gender === 'female' ? 11 : 12);
  const motif = [
    `<circle cx="420" cy="96" r="120" fill="${p[2]}" opacity="0.55"/><circle cx="70" cy="470" r="90" fill="${p[2]}" opacity="0.4"/>`,
    // an arch, as of a doorway or a mihrab, behind the head
    `<path d="M116 512 L116 250 C116 140 190 76 256 62 C322 76 396 140 396 250 L396 512 Z" fill="${p[2]}" opacity="0.7"/>`,
    // an eight-pointed star, a motif of Islamic geometric art
    `<g transform="translate(414 100)" fill="${p[2]}" opacity="0.6"><rect x="-62" y="-62" width="124" height="124"/><rect x="-62" y="-62" width="124" height="124" transform="rotate(45)"/></g>`,
    `<path d="M0 360 C120 320 220 400 512 330 L512 512 L0 512 Z" fill="${p[2]}" opacity="0.5"/>`,
  ][trait([0, 1, 2, 3], look.index, 13)];
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${p[0]}"/><stop offset="1" stop-color="${p[1]}"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" fill="url(#bg)"/>
  ${motif}`;
}

export function avatarSvg(look: AvatarLook): string {
  const figure = look.gender === 'male' ? manSvg(manOf(look)) : womanSvg(womanOf(look));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" viewBox="0 0 512 512">
  ${backgroundSvg(look)}
  ${look.gender === 'male' ? `<defs>${manDefs()}</defs>` : ''}
  <g transform="translate(256 512) scale(1.1) translate(-256 -512)">${figure}</g>
</svg>`;
}

/**
 * A square PNG of the look, for the upload pipeline to turn into the member's WebP photo. Uncompressed:
 * it is decoded once, and compressing it would cost more than the drawing.
 */
export async function renderAvatar(look: AvatarLook): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(avatarSvg(look)))
    .resize(AVATAR_SIZE, AVATAR_SIZE)
    .png({ compressionLevel: 0 })
    .toBuffer();
}
