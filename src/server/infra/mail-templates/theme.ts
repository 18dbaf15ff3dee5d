import type { CSSProperties } from 'react';

/**
 * The site's palette (src/web/styles.css: teal primary, gold accent, stone neutrals) as literal
 * values: mail clients know neither CSS variables nor stylesheets, so every style is inline.
 */
export const COLORS = {
  page: '#fafaf9', // stone-50
  card: '#ffffff',
  text: '#1c1917', // stone-900
  muted: '#57534e', // stone-600: 7:1 on white
  border: '#e7e5e4', // stone-200
  primary: '#0f766e', // teal-700
  primaryStrong: '#134e4a', // teal-900
  primarySoft: '#ccfbf1', // teal-100
  accent: '#b45309', // amber-700, the site's gold
  accentSoft: '#fef3c7', // amber-100
} as const;

export const FONT =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Helvetica, Arial, sans-serif";

export const SITE_NAME = 'Mithaq';

export const paragraphStyle: CSSProperties = {
  margin: '0 0 16px',
  fontSize: '16px',
  lineHeight: '24px',
  color: COLORS.text,
};

export const smallStyle: CSSProperties = {
  margin: '0 0 12px',
  fontSize: '14px',
  lineHeight: '20px',
  color: COLORS.muted,
};

export const headingStyle: CSSProperties = {
  margin: '0 0 20px',
  fontSize: '22px',
  lineHeight: '30px',
  fontWeight: 600,
  color: COLORS.primaryStrong,
};
