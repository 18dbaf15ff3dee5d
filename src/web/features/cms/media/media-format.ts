import type { TMediaFile } from '../../../../shared/cms/media-contract';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** 1536 -> '1.5 kB' in the reader's language. */
export function humanSize(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** The smallest resized copy of an image (what a thumbnail needs), else the original. */
export function thumbnailUrl(file: TMediaFile): string {
  return file.variants[0]?.url ?? file.file_url;
}

/** The address to copy: absolute, so it works pasted anywhere. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
