import styled from 'styled-components';

/**
 * Side by side on a screen tall enough: the play screen then fits the viewport (no page scroll),
 * so Run is always in view at 1280×800 and 1366×768; the guide scrolls inside its panel instead.
 */
export const FIT_VIEWPORT = '(min-width: 1001px) and (min-height: 600px)';

/** The play screen's layout: heading, then the code column and the game column side by side. */
export const Screen = styled.div`
  padding: 16px 20px 32px;
  @media ${FIT_VIEWPORT} {
    box-sizing: border-box;
    height: calc(100vh - ${(p) => p.theme.layout.headerHeight}px);
    padding-bottom: 12px;
    display: flex;
    flex-direction: column;
  }
`;

export const Title = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  font-size: 0.8rem;
`;

/** Its bottom margin keeps the map below the visitor's login tooltip (shell header, 72 px high). */
export const Heading = styled.h1`
  margin: 2px 0 18px;
  font-size: 1.5rem;
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(320px, 1fr) minmax(320px, 1.1fr);
  gap: 20px;
  align-items: start;
  @media (max-width: 1000px) {
    grid-template-columns: 1fr;
  }
  @media ${FIT_VIEWPORT} {
    flex: 1;
    min-height: 0;
  }
`;

export const Column = styled.div`
  display: grid;
  gap: 12px;
  min-width: 0;
  &[hidden] {
    display: none;
  }
`;

/**
 * Guide, editor and toolbar: fitted to the screen's height, the guide gives way first (it scrolls),
 * the editor keeps at least 200 px (9 lines) and grows to the spec's 400 px when there is room.
 */
export const CodeColumn = styled(Column)`
  @media ${FIT_VIEWPORT} {
    display: flex;
    flex-direction: column;
    height: 100%;
    min-height: 0;
    & > * {
      flex: none;
    }
    & > section {
      flex: 0 1 auto;
      min-height: 140px;
      display: flex;
      flex-direction: column;
      overflow: hidden;
    }
    & > [data-editor-area] {
      flex: 1 0 200px;
      height: auto;
      max-height: 400px;
    }
  }
`;

/** On wide screens the map stays in view while the child scrolls down to the editor and Run. */
export const GameColumn = styled(Column)`
  @media (min-width: 1001px) {
    position: sticky;
    top: ${(p) => p.theme.layout.headerHeight + 12}px;
  }
`;

export const Notice = styled.p`
  background: ${(p) => p.theme.colors.surfaceRaised};
  border-inline-start: 4px solid ${(p) => p.theme.colors.info};
  padding: 12px 16px;
  border-radius: 8px;
`;

export const LoadProblem = styled.p`
  background: ${(p) => p.theme.colors.surfaceRaised};
  border-inline-start: 4px solid ${(p) => p.theme.colors.warning};
  padding: 14px 18px;
  border-radius: 8px;
  font-weight: 700;
  max-width: 560px;
`;
