import styled, { createGlobalStyle } from 'styled-components';
import flagsFontUrl from 'country-flag-emoji-polyfill/dist/TwemojiCountryFlags.woff2';

const FLAGS_FONT = 'Pylands Country Flags';

// Windows and Linux without an emoji font draw a flag as two letters or boxes. Our own flag font
// (Twemoji, bundled and versioned) covers only the regional indicators (unicode-range), so the
// browser downloads it only when a flag is drawn, and platforms with colour flags keep their own.
export const FlagsFontFace = createGlobalStyle`
  @font-face {
    font-family: '${FLAGS_FONT}';
    src: url('${flagsFontUrl}') format('woff2');
    unicode-range: U+1F1E6-1F1FF;
    font-display: swap;
  }
`;

const Flag = styled.span`
  font-family: 'Apple Color Emoji', 'Noto Color Emoji', '${FLAGS_FONT}', 'Segoe UI Emoji', sans-serif;
`;

/** A country flag emoji drawn as a flag on every platform (with FlagsFontFace rendered once). */
export function FlagEmoji({ flag }: { flag: string }) {
  // Decorative: the language's name is beside it.
  return <Flag aria-hidden>{flag}</Flag>;
}
