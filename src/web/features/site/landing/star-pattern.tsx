/**
 * Decorative eight-pointed stars (two squares, one turned 45°) tiled as a pattern: the hero's
 * background, drawn inline because the CSP allows no external images. Colour comes from `currentColor`.
 */
export function StarPattern({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <defs>
        <pattern id="landing-stars" width="64" height="64" patternUnits="userSpaceOnUse">
          <g fill="none" stroke="currentColor" strokeWidth="1.25">
            <rect x="20" y="20" width="24" height="24" />
            <rect x="20" y="20" width="24" height="24" transform="rotate(45 32 32)" />
            <circle cx="32" cy="32" r="4" />
          </g>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#landing-stars)" />
    </svg>
  );
}
