import styled from 'styled-components';

/** The play screen's layout: heading, then the code column and the game column side by side. */
export const Screen = styled.div`
  padding: 16px 20px 32px;
`;

export const Title = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  font-size: 0.8rem;
`;

export const Heading = styled.h1`
  margin: 2px 0 14px;
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
`;

export const Column = styled.div`
  display: grid;
  gap: 12px;
  min-width: 0;
  &[hidden] {
    display: none;
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
  border-left: 4px solid ${(p) => p.theme.colors.info};
  padding: 12px 16px;
  border-radius: 8px;
`;

export const LoadProblem = styled.p`
  background: ${(p) => p.theme.colors.surfaceRaised};
  border-left: 4px solid ${(p) => p.theme.colors.warning};
  padding: 14px 18px;
  border-radius: 8px;
  font-weight: 700;
  max-width: 560px;
`;
