import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body, #root { height: 100%; margin: 0; }
  body {
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.text};
    font-family: ${(p) => p.theme.font};
    font-size: 16px;
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${(p) => p.theme.colors.primary}; }
  /* One clearly visible focus ring on every control (WCAG 2.4.7, 2.4.13): a component's own
     outline: none does not hide it, and the dark halo keeps it visible on light surfaces too. */
  :focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus} !important;
    outline-offset: 2px;
    box-shadow: 0 0 0 6px ${(p) => p.theme.colors.background};
  }
  /* Reduced motion: transitions, CSS animations and smooth scrolling end at once. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
  button, input, select, textarea { font: inherit; }
  /* Native controls (select lists, date pickers, scrollbars) draw in the dark theme, not the OS's light one. */
  :root { color-scheme: dark; }
  select {
    background-color: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.text};
  }
  /* Python reads left to right in he and ar too: "move_forward()" must not become "()move_forward". */
  code, pre, kbd, samp { direction: ltr; unicode-bidi: isolate; }
  /* Icons that point (back, next, open) turn round in right-to-left languages. */
  [dir='rtl'] [data-mirror] { transform: scaleX(-1); }
  option, optgroup {
    background-color: ${(p) => p.theme.colors.surfaceRaised};
    color: ${(p) => p.theme.colors.text};
  }
`;
