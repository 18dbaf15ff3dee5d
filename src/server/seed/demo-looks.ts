import type { Gender } from '../../shared/options/profile-options.ts';
import { avatarLooks, SKIN_TONES, type AvatarLook, type AvatarWear } from './avatars.ts';
import type { Rng } from './random.ts';

/**
 * Which portrait a demo member shows: one that wears what they said they wear, in a skin tone common in
 * their family's country, and among those the one fewest members show yet, so a page of cards rarely
 * shows the same picture twice.
 */

/** Skin tones (0 light .. 7 deep) common in each heritage; countries not listed take any tone. */
const TONES: Readonly<Record<string, readonly [number, number]>> = {
  Nigeria: [5, 7],
  Somalia: [5, 7],
  Sudan: [5, 7],
  Pakistan: [2, 5],
  India: [2, 5],
  Bangladesh: [3, 5],
  Afghanistan: [1, 3],
  Iran: [0, 3],
  Turkey: [0, 3],
  Malaysia: [2, 5],
  Indonesia: [3, 5],
  Egypt: [2, 5],
  Morocco: [1, 4],
  Algeria: [1, 4],
  Tunisia: [1, 4],
};
const ARAB: readonly [number, number] = [1, 4];
const ARAB_COUNTRIES = [
  'Saudi Arabia',
  'Jordan',
  'Lebanon',
  'Syria',
  'Iraq',
  'United Arab Emirates',
  'Qatar',
  'Kuwait',
  'Oman',
  'Bahrain',
];

function tonesOf(heritage: string): readonly [number, number] {
  return TONES[heritage] ?? (ARAB_COUNTRIES.includes(heritage) ? ARAB : [0, SKIN_TONES - 1]);
}

/** What the portrait wears for the dressing a member chose; null for no portrait (a niqabi member). */
export function wearFor(gender: Gender, dressing: string | null, rng: Rng): AvatarWear | null {
  if (gender === 'female') {
    if (dressing === 'Niqabi') return null;
    return dressing === 'Non-Hijabi' ? 'uncovered' : 'hijab';
  }
  switch (dressing) {
    case 'Thobe/Dishdasha':
      return 'thobe';
    case 'Kurta/Shalwar':
      return 'kurta';
    case 'Traditional Islamic dress':
      return rng.chance(0.7) ? 'jubba' : 'thobe';
    case 'Casual modest dress':
      return 'sweater';
    default:
      return 'shirt';
  }
}

export type LookPicker = (gender: Gender, wear: AvatarWear, heritage: string) => AvatarLook;

export function createLookPicker(rng: Rng): LookPicker {
  const pools = { female: avatarLooks('female'), male: avatarLooks('male') };
  const used = new Map<string, number>();
  const key = (look: AvatarLook) => `${look.gender}:${look.index}`;
  return (gender, wear, heritage) => {
    const [low, high] = tonesOf(heritage);
    const dressed = pools[gender].filter((look) => look.wear === wear);
    const candidates = dressed.length > 0 ? dressed : pools[gender];
    // Distance from the heritage's tones, then how often shown; ties drawn at random.
    const distance = (look: AvatarLook) => Math.max(0, low - look.skin, look.skin - high);
    const nearest = Math.min(...candidates.map(distance));
    const fitting = candidates.filter((look) => distance(look) === nearest);
    const fewest = Math.min(...fitting.map((look) => used.get(key(look)) ?? 0));
    const look = rng.pick(fitting.filter((l) => (used.get(key(l)) ?? 0) === fewest));
    used.set(key(look), fewest + 1);
    return look;
  };
}
