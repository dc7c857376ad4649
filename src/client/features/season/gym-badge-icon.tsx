/**
 * Small drawn badges for the nine Season 1 gyms: one frame, one glyph per type, in the element's
 * colour (currentColor, set by the slot from ELEMENT_STYLE). Inline SVG, so a badge costs no request.
 */
import type { Season1GymType } from '@shared/season/progression';
import type { ReactNode } from 'react';

const GLYPHS: Record<Season1GymType, ReactNode> = {
  fire: (
    <path d="M12 5c1.2 3 4.2 4.6 4.2 8.6a4.2 4.2 0 0 1-8.4 0c0-2 1-3.2 2.1-4.2 0 1.6.5 2.6 1.5 3.1-.2-3 .1-5.1.6-7.5z" />
  ),
  water: <path d="M12 5.5c2.6 3.5 4.2 5.8 4.2 8a4.2 4.2 0 0 1-8.4 0c0-2.2 1.6-4.5 4.2-8z" />,
  electric: <path d="M13.4 4.8 7.8 13h3.6l-1 6.2 5.8-8.4h-3.7z" />,
  psychic: (
    <path
      fillRule="evenodd"
      d="M5.2 12c2-3.3 4.3-4.7 6.8-4.7s4.8 1.4 6.8 4.7c-2 3.3-4.3 4.7-6.8 4.7S7.2 15.3 5.2 12zM12 9.3a2.7 2.7 0 1 0 0 5.4 2.7 2.7 0 1 0 0-5.4zm0 1.5a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 1 1 0-2.4z"
    />
  ),
  poison: (
    <>
      <circle cx="10" cy="14.2" r="3.3" />
      <circle cx="15.3" cy="9.3" r="2.2" />
      <circle cx="15.8" cy="15.4" r="1.4" />
    </>
  ),
  ghost: (
    <path
      fillRule="evenodd"
      d="M7.6 18.6v-7a4.4 4.4 0 0 1 8.8 0v7l-1.5-1.3-1.45 1.3L12 17.3l-1.45 1.3-1.45-1.3zm2.4-7.8h1.2v1.8H10zm2.8 0H14v1.8h-1.2z"
    />
  ),
  dark: <path d="M14.3 5.6a6.6 6.6 0 1 0 4.1 11.1A5.4 5.4 0 0 1 14.3 5.6z" />,
  steel: (
    <path
      fillRule="evenodd"
      d="m12 5.3 5.8 3.35v6.7L12 18.7l-5.8-3.35v-6.7zm0 4.2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 1 0 0-5z"
    />
  ),
  fairy: <path d="M12 4.8c.7 4 2 5.4 7 7.2-5 1.8-6.3 3.2-7 7.2-.7-4-2-5.4-7-7.2 5-1.8 6.3-3.2 7-7.2z" />,
};

const FRAME = 'M8.3 1.8h7.4l6.5 6.5v7.4l-6.5 6.5H8.3l-6.5-6.5V8.3z';

/** One badge; the caller names it (the slot's label), so the drawing itself is decorative. */
export function GymBadgeIcon({ type, className }: { type: Season1GymType; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path d={FRAME} fill="currentColor" fillOpacity={0.18} stroke="currentColor" strokeWidth={1.4} />
      <g fill="currentColor">{GLYPHS[type]}</g>
    </svg>
  );
}
