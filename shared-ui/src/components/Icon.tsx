import type { ReactNode } from 'react';

/**
 * Pylands' own SVG icons, drawn on a 24×24 grid in the style of Lucide (round 2 px strokes), so
 * every system draws them the same (emoji glyphs are missing on some). Icons are decorative: the
 * text beside them, or the button's label, says what they mean, so they are hidden from screen
 * readers.
 */
const ICONS = {
  play: (
    <path
      d="M7 4.5v15a1 1 0 0 0 1.5.87l12-7.5a1 1 0 0 0 0-1.74l-12-7.5A1 1 0 0 0 7 4.5z"
      fill="currentColor"
    />
  ),
  stop: <rect x="5" y="5" width="14" height="14" rx="2.5" fill="currentColor" />,
  reset: (
    <>
      <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" />
      <path d="M3 3v5h5" />
    </>
  ),
  retry: (
    <>
      <path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8" />
      <path d="M21 3v5h-5" />
    </>
  ),
  download: (
    <>
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
      <path d="m7 10 5 5 5-5" />
      <path d="M12 15V3" />
    </>
  ),
  upload: (
    <>
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
      <path d="m17 8-5-5-5 5" />
      <path d="M12 3v12" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3" />
      <path d="M12 17h.01" />
    </>
  ),
  book: (
    <>
      <path d="M2 4h6a4 4 0 0 1 4 4v13a3 3 0 0 0-3-3H2z" />
      <path d="M22 4h-6a4 4 0 0 0-4 4v13a3 3 0 0 1 3-3h7z" />
    </>
  ),
  lightbulb: (
    <>
      <path d="M9 18h6" />
      <path d="M10 22h4" />
      <path d="M15.1 14c.2-1 .7-1.7 1.4-2.5A4.7 4.7 0 0 0 18 8 6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.4 2.5" />
    </>
  ),
  graduation: (
    <>
      <path d="m2 9.5 10-5 10 5-10 5z" />
      <path d="M6 11.5v5c3 2.7 9 2.7 12 0v-5" />
      <path d="M22 9.5v6" />
    </>
  ),
  star: (
    <path
      d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z"
      fill="currentColor"
    />
  ),
  check: <path d="M20 6 9 17l-5-5" />,
  lock: (
    <>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  dot: <circle cx="12" cy="12" r="3" fill="currentColor" stroke="none" />,
  quiz: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M9.5 9a2.5 2.5 0 0 1 4.9.7c0 1.6-2.4 2.2-2.4 2.2" />
      <path d="M12 16h.01" />
    </>
  ),
  trophy: (
    <>
      <path d="M6 9H4.5a2.5 2.5 0 0 1 0-5H6" />
      <path d="M18 9h1.5a2.5 2.5 0 0 0 0-5H18" />
      <path d="M4 22h16" />
      <path d="M10 14.7V17c0 .6-.5 1-1 1.2C7.9 18.8 7 20.2 7 22" />
      <path d="M14 14.7V17c0 .6.5 1 1 1.2 1.1.6 2 2 2 3.8" />
      <path d="M18 2H6v7a6 6 0 0 0 12 0z" />
    </>
  ),
  award: (
    <>
      <circle cx="12" cy="8" r="6" />
      <path d="M15.5 12.9 17 22l-5-3-5 3 1.5-9.1" />
    </>
  ),
  // A flame: the badges' days-in-a-row streak.
  flame: (
    <path d="M12 22c4 0 7-2.7 7-6.8 0-3.6-2.4-6-4.1-8.2-.4 2-1.5 3.4-2.9 4-.3-3.4-2-6.4-4.5-8 .2 2.8-1 4.7-2.3 6.5C4.1 11.3 5 13.7 5 15.2 5 19.3 8 22 12 22z" />
  ),
  // A paintbrush: the badges' first own level.
  brush: (
    <>
      <path d="m14.6 9.4 6-6a1.4 1.4 0 0 1 2 2l-6 6" />
      <path d="M11 10.5 13.5 13" />
      <path d="M9.5 12a3.5 3.5 0 0 0-3.4 3c-.3 2-1.3 3.6-3.1 4.5 3.2 1.2 6.8.9 8.6-1a3.5 3.5 0 0 0-2.1-6.5z" />
    </>
  ),
  menu: (
    <>
      <path d="M4 6h16" />
      <path d="M4 12h16" />
      <path d="M4 18h16" />
    </>
  ),
  chevronRight: <path d="m9 18 6-6-6-6" />,
  chevronDown: <path d="m6 9 6 6 6-6" />,
  arrowLeft: (
    <>
      <path d="M19 12H5" />
      <path d="m12 19-7-7 7-7" />
    </>
  ),
  arrowRight: (
    <>
      <path d="M5 12h14" />
      <path d="m12 5 7 7-7 7" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="5" />
      <path d="M20 21a8 8 0 0 0-16 0" />
    </>
  ),
  shieldAlert: (
    <>
      <path d="M20 13c0 5-3.5 7.5-7.7 9a1 1 0 0 1-.6 0C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.2-2.7a1.2 1.2 0 0 1 1.6 0C14.5 3.8 17 5 19 5a1 1 0 0 1 1 1z" />
      <path d="M12 8v4" />
      <path d="M12 16h.01" />
    </>
  ),
  hourglass: (
    <>
      <path d="M5 22h14" />
      <path d="M5 2h14" />
      <path d="M17 22v-4.2a2 2 0 0 0-.6-1.4L12 12l-4.4 4.4a2 2 0 0 0-.6 1.4V22" />
      <path d="M7 2v4.2a2 2 0 0 0 .6 1.4L12 12l4.4-4.4a2 2 0 0 0 .6-1.4V2" />
    </>
  ),
  wifiOff: (
    <>
      <path d="M12 20h.01" />
      <path d="M8.5 16.4a5 5 0 0 1 7 0" />
      <path d="M2 8.8a15 15 0 0 1 4.2-2.6" />
      <path d="M10.7 5c4-.4 8.1.9 11.3 3.8" />
      <path d="M16.9 11.3a10 10 0 0 1 2.2 1.7" />
      <path d="M5 13a10 10 0 0 1 5.2-2.8" />
      <path d="m2 2 20 20" />
    </>
  ),
  flag: (
    <>
      <path d="M4 22V4" />
      <path d="M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1" />
    </>
  ),
  /** The Pylands mark: a friendly snake curling into an S, head up and tongue out. */
  snake: (
    <>
      <path d="M15 6.8C13.9 6.2 12.9 6 12 6 9.5 6 7.5 7.2 7.5 9.2s2 2.8 4.5 3.3 4.5 1.3 4.5 3.3-2 3.2-4.5 3.2c-1.6 0-3.1-.4-4.4-1.4" />
      <ellipse cx="16.2" cy="6.5" rx="3.4" ry="2.8" fill="currentColor" stroke="none" />
      <circle cx="17" cy="5.8" r="0.9" fill="#fff" stroke="none" />
      <path d="M19.4 7.2h2.3m-.9 0 1-1m-1 1 1 1" strokeWidth="1.3" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof ICONS;

/** Icons that point along the reading direction: GlobalStyle mirrors them in he and ar. */
const POINTING: ReadonlySet<IconName> = new Set(['chevronRight', 'arrowLeft', 'arrowRight']);

export interface IconProps {
  name: IconName;
  /** Width and height in CSS pixels (default 18). */
  size?: number;
  strokeWidth?: number;
  className?: string;
}

/** A decorative SVG icon (aria-hidden): buttons keep their text as their accessible name. */
export function Icon({ name, size = 18, strokeWidth = 2, className }: IconProps) {
  return (
    <svg
      className={className}
      data-icon={name}
      data-mirror={POINTING.has(name) || undefined}
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ flex: 'none' }}
    >
      {ICONS[name]}
    </svg>
  );
}
