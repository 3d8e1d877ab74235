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
  :focus-visible { outline: 3px solid ${(p) => p.theme.colors.info}; outline-offset: 2px; }
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
