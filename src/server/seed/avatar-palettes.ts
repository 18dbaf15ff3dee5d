/** Colours of the demo's portraits (avatars.ts): backgrounds, skin, hair, scarves and clothes. */

export type Palette = readonly [top: string, bottom: string, accent: string];

export const BACKGROUNDS: readonly Palette[] = [
  ['#F7E9DC', '#EBC9AA', '#F3D9C2'],
  ['#E2EEF4', '#B8D3E4', '#CFE2EE'],
  ['#E7F1E4', '#BCD8B6', '#D5E8D0'],
  ['#F1E6F4', '#D3BCE2', '#E5D5EE'],
  ['#FBF1DC', '#F0CF96', '#F7E2BA'],
  ['#E3EFEE', '#A8CCC8', '#C8E0DD'],
  ['#F6E4E4', '#E2B5B5', '#EFCFCF'],
  ['#E9E8F6', '#BDBAE4', '#D6D4F0'],
  ['#EEF0E2', '#CBD1A8', '#DDE2C4'],
  ['#F3EDE6', '#D6C6B4', '#E6DBCF'],
];

/** Light to deep, each with the shade for the neck and ears. Demo members get one near their heritage's. */
export const SKIN: readonly (readonly [base: string, shade: string])[] = [
  ['#F6DCCB', '#E6C2AC'],
  ['#F0CDAF', '#DDB193'],
  ['#E5B792', '#D09C76'],
  ['#D5A27B', '#BF8A63'],
  ['#C08A62', '#A8734D'],
  ['#A06C48', '#885A3A'],
  ['#7E5134', '#6A432A'],
  ['#5E3B26', '#4D2F1E'],
];

export const HAIR = ['#1C1816', '#2E221B', '#4A3324', '#6B4A32', '#2A2A2D', '#8A6A4A'] as const;
export const GREY_HAIR = '#8D8A86';

export const HIJAB = [
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
  '#111418',
  '#9C6B98',
  '#C9A227',
  '#E8DDD0',
  '#7A2E3A',
  '#4F6D7A',
] as const;

export const UNDERSCARF = ['#F4EFE6', '#1E1E22', '#D8C3B0', '#BFC7CF'] as const;
export const ABAYA = [
  '#2B2D42',
  '#4A4E69',
  '#5C4033',
  '#2F3E46',
  '#6B705C',
  '#463F3A',
  '#7B5E57',
  '#3D5A6C',
] as const;
export const TOPS = ['#8E6C8A', '#3F6E73', '#B07D62', '#4B5D7E', '#7D8F69', '#A9564F'] as const;

export const THOBE = ['#F4F1EA', '#E9E4D8', '#DCDCD6', '#C9BFAE', '#9AA3A8'] as const;
export const KURTA = ['#F2EFE8', '#BFD3C1', '#C7B299', '#5B6C8C', '#8B5E3C', '#6E7F80', '#A3B8CC'] as const;
export const JUBBA = ['#2F3A3F', '#4A3B2F', '#2E4057', '#5A5A52'] as const;
export const SHIRTS = [
  '#2F4858',
  '#5B6C5D',
  '#8A6E4B',
  '#3E4E7A',
  '#6B4E71',
  '#4A6670',
  '#7C8A99',
  '#A35D4A',
] as const;
export const KUFI = ['#F5F3EE', '#FFFFFF', '#EDE6D6', '#6E2C34', '#24476B', '#3E5641'] as const;
export const FRAMES = ['#2A2522', '#6B4A2E', '#9C9C9C', '#1F3B5A'] as const;
