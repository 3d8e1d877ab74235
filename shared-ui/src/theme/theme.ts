/** Dark theme with a green primary (spec: "Theme dark, primary green"). */
export const theme = {
  colors: {
    background: '#12161c',
    surface: '#1b212a',
    surfaceRaised: '#232b36',
    border: '#2f3a48',
    text: '#eef2f6',
    textMuted: '#a3b0bf',
    primary: '#3fbf5f',
    primaryHover: '#52d672',
    primaryText: '#06210f',
    danger: '#ff6b6b',
    /** Text on a danger background (white on it is 2.8:1; this is 6.7:1). */
    dangerText: '#2b0707',
    warning: '#ffc857',
    info: '#5bc0eb',
    /** The focus ring: at least 3:1 against every surface of the theme. */
    focus: '#ffd866',
    /** 4.7:1 on the raised surface (WCAG 1.4.3): locked rows stay readable. */
    locked: '#939daa',
  },
  radius: '10px',
  font: "'Nunito', 'Segoe UI', system-ui, -apple-system, sans-serif",
  monoFont: "'Fira Code', 'Cascadia Code', Menlo, Consolas, monospace",
  layout: { sidebarWidth: 300, headerHeight: 64 },
} as const;

export type Theme = typeof theme;
